import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeStored } from '@/shared/session/storage';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { fixedLineDetails } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  it('welcomes visitors with a way to log in', () => {
    renderRoutes([{ path: '/', element: <LandingPage /> }]);
    expect(screen.getByRole('heading', { name: 'Welcome to Selfcare' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to your account' })).toHaveAttribute('href', '/login');
  });

  it("shows the selected connection's details", async () => {
    writeStored({ jwt: 'jwt-1', conID: 'con-1' });
    mockFetch(() => jsonResponse(200, { ...fixedLineDetails, status: 'pending_terminated', mobile: null }));
    renderRoutes([{ path: '/', element: <LandingPage /> }]);

    expect(await screen.findByText('482913')).toBeInTheDocument();
    expect(screen.getByText('Home TV')).toBeInTheDocument();
    expect(screen.getByText('SLT PEOTVGO')).toBeInTheDocument();
    expect(screen.getByText('Pending termination')).toBeInTheDocument();
    expect(screen.getByText('0112345678')).toBeInTheDocument();
  });

  it('says so when the account has no connection', () => {
    writeStored({ jwt: 'jwt-1' });
    renderRoutes([{ path: '/', element: <LandingPage /> }]);
    expect(screen.getByText('There is no connection on this account yet.')).toBeInTheDocument();
  });
});
