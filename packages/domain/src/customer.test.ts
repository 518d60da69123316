import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BUSINESS_SECTORS,
  contactDisplay,
  customerDisplayName,
  formatNpwp,
  isNpwp,
  MASK,
  maskedOrNull,
  maskEmail,
  maskMiddle,
  maskPhone,
  maskUsername,
  npwpDigits,
  postCodeFitsProvince,
} from './customer.js';
import { CustomerAddBody } from './calls/customer.js';
import { fieldProblem } from './forms/field-rules.js';

describe('masking', () => {
  it('masks usernames, phones and e-mails with their ends readable', () => {
    expect(maskUsername('budi.santoso')).toBe('bu*********o');
    expect(maskPhone('081234567890')).toBe('0812*****890');
    expect(maskPhone('+6281234567890')).toBe('+628*******890');
    expect(maskEmail('agus.wijaya@demo.id')).toBe('ag********a@demo.id');
    expect(maskUsername('agus.wijaya@demo.id')).toBe('ag********a@demo.id');
  });

  it('hides most of a short value', () => {
    expect(maskUsername('ab')).toBe('a*');
    expect(maskUsername('abcde')).toBe('a****');
    expect(maskUsername('x')).toBe(MASK);
    expect(maskMiddle('', 2, 1)).toBe('');
    expect(maskPhone('0812345')).toBe('0******');
    expect(maskEmail('a@x.id')).toBe('*@x.id');
    expect(maskEmail('no-at-sign')).toBe('no*******n');
  });

  it('keeps the length, never shows the whole value, and keeps an e-mail domain', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() === s && s !== '' && !s.includes('@')),
        (text) => {
          const masked = maskUsername(text);
          expect(Array.from(masked)).toHaveLength(Array.from(text).length);
          expect(masked).toContain(MASK);
          if (!text.includes(MASK)) expect(masked).not.toBe(text);
        },
      ),
    );
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const masked = maskEmail(email);
        expect(masked.endsWith(email.slice(email.lastIndexOf('@')))).toBe(true);
        expect(masked.slice(0, masked.lastIndexOf('@'))).toContain(MASK);
      }),
    );
  });

  it('leaves a missing value missing', () => {
    expect(maskedOrNull(null, maskPhone)).toBeNull();
    expect(maskedOrNull('  ', maskPhone)).toBeNull();
    expect(maskedOrNull('081234567890', maskPhone)).toBe('0812*****890');
  });
});

describe('display rules', () => {
  it("shows 'null(index)' for a customer with an empty name", () => {
    expect(customerDisplayName('PT Sinar', 3)).toBe('PT Sinar');
    expect(customerDisplayName('', 3)).toBe('null(3)');
    expect(customerDisplayName('   ', 12)).toBe('null(12)');
    expect(customerDisplayName(null, 1)).toBe('null(1)');
  });

  it("shows '-' for a null contact_name", () => {
    expect(contactDisplay(null)).toBe('-');
    expect(contactDisplay(undefined)).toBe('-');
    expect(contactDisplay('')).toBe('-');
    expect(contactDisplay('Agus Wijaya')).toBe('Agus Wijaya');
  });
});

describe('NPWP', () => {
  it('takes 15 digits, plain or formatted, and 16 plain digits', () => {
    for (const good of ['012345678901000', '01.234.567.8-901.000', '3171012345678901']) expect(isNpwp(good)).toBe(true);
    for (const bad of ['01234567890100', '0123456789010001x', '01.234.567.8-901.00', '31710123456789012', 'abc'])
      expect(isNpwp(bad), bad).toBe(false);
  });

  it('stores digits and shows the 15-digit form with its separators', () => {
    expect(npwpDigits('01.234.567.8-901.000')).toBe('012345678901000');
    expect(formatNpwp('012345678901000')).toBe('01.234.567.8-901.000');
    expect(formatNpwp('3171012345678901')).toBe('3171012345678901');
    expect(formatNpwp(null)).toBe('-');
  });

  it('is optional in the create form and checked when given', () => {
    expect(fieldProblem(CustomerAddBody, 'npwp', '')).toBeNull();
    expect(fieldProblem(CustomerAddBody, 'npwp', '12345')).toBe('invalid_value');
    expect(fieldProblem(CustomerAddBody, 'npwp', '01.234.567.8-901.000')).toBeNull();
  });
});

describe('customer create body', () => {
  it('needs every field but NPWP and address, with their formats', () => {
    expect(CustomerAddBody.required).toEqual(
      expect.arrayContaining(['name', 'code', 'business_sector', 'business_type', 'province_id', 'city_id']),
    );
    expect(CustomerAddBody.required).not.toContain('npwp');
    expect(fieldProblem(CustomerAddBody, 'business_sector', BUSINESS_SECTORS[0])).toBeNull();
    expect(fieldProblem(CustomerAddBody, 'business_sector', 'casino')).toBe('invalid_value');
    expect(fieldProblem(CustomerAddBody, 'post_code', '1234')).toBe('invalid_value');
    expect(fieldProblem(CustomerAddBody, 'post_code', '13920')).toBeNull();
    expect(fieldProblem(CustomerAddBody, 'phone', '081234567890')).toBeNull();
    expect(fieldProblem(CustomerAddBody, 'phone', '12345')).toBe('invalid_value');
    expect(fieldProblem(CustomerAddBody, 'email', 'ops@x')).toBe('invalid_value');
    expect(fieldProblem(CustomerAddBody, 'district_id', '31.71.01')).toBeNull();
    expect(fieldProblem(CustomerAddBody, 'contact_name', '')).toBe('fill_blank');
  });
});

describe('post code and province', () => {
  it("takes each demo customer's post code in its province and refuses one from across the country", () => {
    expect(postCodeFitsProvince('13910', '31')).toBe(true); // Cakung, Jakarta Timur
    expect(postCodeFitsProvince('17134', '32')).toBe(true); // Bekasi, Jawa Barat
    expect(postCodeFitsProvince('60293', '35')).toBe(true); // Surabaya, Jawa Timur
    expect(postCodeFitsProvince('15111', '36')).toBe(true); // Tangerang, Banten
    expect(postCodeFitsProvince('99351', '91')).toBe(true); // Jayapura, Papua
    expect(postCodeFitsProvince('60293', '31')).toBe(false);
    expect(postCodeFitsProvince('40111', '35')).toBe(false);
    expect(postCodeFitsProvince('80361', '52')).toBe(false); // Bali's code in Nusa Tenggara Barat
  });

  it('does not guess for a province it does not know', () => {
    expect(postCodeFitsProvince('12345', '99')).toBe(true);
  });
});
