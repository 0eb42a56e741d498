import { type AccessCase, headersOf, type Persona, PERSONAS, signedIn } from '../access-matrix.js';

/** A different number for each caller: a number gets only a few codes an hour, whoever asks. */
const numberOf = (as: Persona) => `0171${String(PERSONAS.indexOf(as)).padStart(7, '0')}`;

/** A code as the caller would type it (no code is waiting for it). */
const A_CODE = '123456';

/** Proving one's own mobile number for text messages. */
export const accessCases: AccessCase[] = [
  {
    route: 'POST /api/users/me/phone',
    name: 'a code by text message to prove one’s own number',
    request: (world, as) => ({
      method: 'POST',
      url: '/api/users/me/phone',
      headers: headersOf(world, as),
      payload: { phone: numberOf(as) },
    }),
    expect: signedIn(202),
  },
  {
    route: 'POST /api/users/me/phone/verify',
    name: 'entering a code (none is waiting: the caller is let in and told so)',
    request: async (world, as) => {
      // A code another row of the matrix asked for is withdrawn first.
      if (as !== 'visitor')
        await world.t.app.inject({ method: 'DELETE', url: '/api/users/me/phone', headers: headersOf(world, as) });
      return {
        method: 'POST',
        url: '/api/users/me/phone/verify',
        headers: headersOf(world, as),
        payload: { code: A_CODE },
      };
    },
    expect: signedIn(409),
  },
  {
    route: 'DELETE /api/users/me/phone',
    name: 'removing one’s own number',
    request: (world, as) => ({ method: 'DELETE', url: '/api/users/me/phone', headers: headersOf(world, as) }),
    expect: signedIn(200),
  },
];
