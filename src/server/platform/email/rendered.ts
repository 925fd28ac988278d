/** An e-mail as a module renders it for the outbox: its subject and its HTML and text bodies. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}
