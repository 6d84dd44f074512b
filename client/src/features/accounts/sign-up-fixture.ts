import type { SignUpValues } from './auth-modal.machine';

/** A filled-in sign-up form, for tests (the same person as sessionUserFixture). */
export const signUpValuesFixture: SignUpValues = {
  firstName: 'Mia',
  lastName: 'Nguyen',
  email: 'mia@example.com.au',
  mobile: '0412345678',
  userRole: 'jobSeeker',
  dateOfBirth: '1995-04-02',
};
