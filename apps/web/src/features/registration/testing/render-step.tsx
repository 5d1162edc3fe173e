import type { ComponentType } from 'react';
import { writeStored } from '@/shared/session/storage';
import { RoutedTo, renderRoutes } from '@/testing/render';
import { type RegistrationState, startRegistration } from '../model/registration-store';

export const CONNECTION_ID = '00000000-0000-4000-8000-0000000000c1';
export const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

/** Renders one registration page at its path, with the registration in progress and, optionally, a session. */
export function renderStep(
  path: string,
  Component: ComponentType,
  { registration, loggedIn = false, at }: { registration?: RegistrationState; loggedIn?: boolean; at?: string } = {},
) {
  if (registration) startRegistration(registration);
  if (loggedIn) writeStored({ jwt: 'session', conID: 'con-1', userTelephoneNumber: '0771234565' });
  const route = path.split('?')[0] ?? path;
  return renderRoutes(
    [
      { path: route, Component },
      { path: '*', Component: RoutedTo },
    ],
    { path: at ?? path },
  );
}
