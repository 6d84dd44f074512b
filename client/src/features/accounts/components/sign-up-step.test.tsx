import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { authModalMachine, type SignUpValues } from '../auth-modal.machine';
import { SignUpStep } from './sign-up-step';

afterEach(cleanup);

const TODAY = '2025-06-15';

const renderStep = () => {
  const sent: SignUpValues[] = [];
  const machine = authModalMachine.provide({
    actors: {
      createUser: fromPromise<{ userId: string }, SignUpValues>(async ({ input }) => {
        sent.push(input);
        return new Promise<{ userId: string }>(() => undefined);
      }),
    },
    actions: { toastSuccess: () => undefined, toastError: () => undefined },
  });
  const actor = createActor(machine, { input: { step: 'signUp' } }).start();
  render(<SignUpStep actor={actor} today={TODAY} />);
  return { actor, sent };
};

const dateOfBirth = () => screen.getByLabelText('Date of birth');
const setDate = (value: string) => fireEvent.change(dateOfBirth(), { target: { value } });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('sign-up form', () => {
  it('bounds the date picker to ages 13 to 120', () => {
    renderStep();
    expect(dateOfBirth()).toHaveAttribute('type', 'date');
    expect(dateOfBirth()).toHaveAttribute('max', '2012-06-15');
    expect(dateOfBirth()).toHaveAttribute('min', '1904-06-16');
  });

  it("shows the spec's date-of-birth messages under the field", async () => {
    renderStep();
    await submit();
    expect(screen.getByText('Date of birth is required.')).toBeInTheDocument();
    expect(screen.getByText('First name is required.')).toBeInTheDocument();
    expect(dateOfBirth()).toHaveAttribute('aria-invalid', 'true');

    setDate('2030-01-01');
    expect(await screen.findByText('Date of birth cannot be in the future.')).toBeInTheDocument();
    setDate('2013-01-01');
    expect(await screen.findByText('You must be at least 13 years old to register.')).toBeInTheDocument();
    setDate('1900-01-01');
    expect(await screen.findByText('Please enter a valid date of birth.')).toBeInTheDocument();
    setDate('1990-05-20');
    expect(screen.queryByText('Please enter a valid date of birth.')).not.toBeInTheDocument();
  });

  it('sends the checked values to the flow and shows progress', async () => {
    const user = userEvent.setup();
    const { actor, sent } = renderStep();
    await user.type(screen.getByLabelText('First name'), 'Mia');
    await user.type(screen.getByLabelText('Last name'), 'Nguyen');
    await user.type(screen.getByLabelText('Email'), 'Mia@Example.com.au');
    await user.type(screen.getByLabelText('Mobile'), '0412345678');
    await user.click(screen.getByRole('radio', { name: /Referrer/ }));
    setDate('1990-05-20');
    await submit();
    expect(sent).toEqual([
      { firstName: 'Mia', lastName: 'Nguyen', email: 'mia@example.com.au', mobile: '0412345678', userRole: 'referrer', dateOfBirth: '1990-05-20' },
    ]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  });
});
