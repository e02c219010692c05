// The validator Fastify runs on the admin routes' bodies.
import Ajv from 'ajv';
import { CONTENT_KINDS } from '@azi/shared/content/contentKinds';

const ajv = new Ajv({ strict: false });

describe('the content kinds described once', () => {
  it.each(Object.entries(CONTENT_KINDS))('offers in the editor only choices the API accepts for %s', (_name, kind) => {
    for (const field of kind.fields.filter((f) => f.options)) {
      const accepts = ajv.compile(field.input);
      for (const option of field.options ?? [])
        expect([field.key, option, accepts(option)]).toEqual([field.key, option, true]);
    }
  });

  it('lets the API refuse a required field left empty and take an optional one as null', () => {
    for (const kind of Object.values(CONTENT_KINDS)) {
      for (const field of kind.fields) {
        const accepts = ajv.compile(field.input);
        if (field.type === 'link') expect(accepts('')).toBe(true);
        else expect([field.key, accepts(null)]).toEqual([field.key, !field.required]);
      }
    }
  });
});
