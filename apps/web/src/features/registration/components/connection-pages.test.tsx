import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep } from '../testing/render-step';
import { ExistingCustomerPage } from './existing-customer-page';
import { GetConnectionPage } from './get-connection-page';

describe('/existingcustomer', () => {
  it('tells a visitor to log in and add the connection, or to create an account', async () => {
    const { user } = renderStep('/existingcustomer', ExistingCustomerPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Already a customer?' })).toBeInTheDocument();
    expect(document.title).toBe('Already a Customer? | Selfcare');
    expect(screen.getByText(/Then choose Add Account in the connection list/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/customer/selection');
    expect(screen.queryByRole('link', { name: 'Add a connection' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByText('Routed to /login')).toBeInTheDocument();
  });

  it('starts adding a connection for a logged-in subscriber', () => {
    renderStep('/existingcustomer', ExistingCustomerPage, { loggedIn: true });
    expect(screen.getByText(/You are logged in. Add another connection to your account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a connection' })).toHaveAttribute('href', '/customer/selection');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('/getconnection', () => {
  it('names the kinds of customer that register and leads a visitor into the registration', () => {
    renderStep('/getconnection', GetConnectionPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Get a PEOTVGO connection' })).toBeInTheDocument();
    expect(document.title).toBe('Get a Connection | Selfcare');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Existing PEOTV customers',
      'SLT home broadband / voice customers',
      'Mobitel customers',
      'Other networks and card users',
    ]);
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/customer/selection');
    expect(screen.getByRole('link', { name: 'Already a customer?' })).toHaveAttribute('href', '/existingcustomer');
  });

  it('leads a logged-in subscriber into adding a connection', () => {
    renderStep('/getconnection', GetConnectionPage, { loggedIn: true });
    expect(screen.getByRole('link', { name: 'Add a connection' })).toHaveAttribute('href', '/customer/selection');
    expect(screen.queryByRole('link', { name: 'Create an Account' })).not.toBeInTheDocument();
  });
});
