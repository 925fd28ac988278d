/** What the survey page (in the contact modal's iframe) posts to its parent once the answers are stored. */
export const SURVEY_SENT_MESSAGE = 'redline:survey-sent';
