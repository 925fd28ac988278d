import { describe, expect, it } from 'vitest';
import { lookupBodySchema } from './lookup';

const parse = (customerData: Record<string, string>, extra: Record<string, unknown> = {}) => lookupBodySchema('US').safeParse({ customerData, maxResult: 5, pageNumber: 1, ...extra });

describe('lookupBodySchema', () => {
  it('keeps the criteria as the server compares them: phone digits, e-mail lower case, ZIP cut to 5', () => {
    expect(parse({ lastName: ' Rivera ', telephoneNumber: '(512) 555-0142', emailAddress: ' Jorge@Example.com ', postalCode: '78701-1234' }).data?.customerData).toEqual({
      lastName: 'Rivera',
      telephoneNumber: '5125550142',
      emailAddress: 'jorge@example.com',
      postalCode: '78701',
    });
    expect(parse({ lastName: 'Rivera', telephoneNumber: '', postalCode: '78701' }).data?.customerData).toEqual({ lastName: 'Rivera', postalCode: '78701' });
  });

  it('needs a last name and one other criterion', () => {
    expect(parse({ lastName: 'Rivera' }).error?.issues[0]?.message).toBe('rewards.errors.criteriaMissing');
    expect(parse({ lastName: 'Rivera', telephoneNumber: '  ' }).error?.issues[0]?.message).toBe('rewards.errors.criteriaMissing');
    expect(parse({ postalCode: '78701' }).error?.issues[0]?.message).toBe('validation.lastName.missing');
  });

  it('takes only the spec paging: 5 results, page 1', () => {
    expect(parse({ lastName: 'Rivera', postalCode: '78701' }, { maxResult: 100 }).success).toBe(false);
    expect(parse({ lastName: 'Rivera', postalCode: '78701' }, { pageNumber: 2 }).success).toBe(false);
    expect(lookupBodySchema('US').safeParse({ customerData: { lastName: 'Rivera', postalCode: '78701' } }).success).toBe(true);
  });
});
