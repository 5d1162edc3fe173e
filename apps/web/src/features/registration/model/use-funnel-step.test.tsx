import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Analytics } from '@/shared/analytics/analytics';
import { AnalyticsProvider } from '@/shared/analytics/analytics-context';
import { clearRegistration, type RegistrationState, startRegistration } from './registration-store';
import { useFunnelStep } from './use-funnel-step';

function Step({ step }: { step: Parameters<typeof useFunnelStep>[0] }): ReactNode {
  useFunnelStep(step);
  return null;
}

function open(step: Parameters<typeof useFunnelStep>[0], registration?: RegistrationState) {
  if (registration) startRegistration(registration);
  const analytics: Analytics = { pageView: vi.fn(), funnelStep: vi.fn() };
  const view = render(
    <AnalyticsProvider analytics={analytics}>
      <Step step={step} />
    </AnalyticsProvider>,
  );
  return { analytics, funnelStep: analytics.funnelStep, view };
}

afterEach(() => clearRegistration());

describe('useFunnelStep', () => {
  it('reports the step once as its page opens, with the chosen connection type', () => {
    const { analytics, funnelStep, view } = open('verify', { mode: 'register', connectionType: 6 });
    // A store change re-renders the page: still one report.
    view.rerender(
      <AnalyticsProvider analytics={analytics}>
        <Step step="verify" />
      </AnalyticsProvider>,
    );
    expect(funnelStep).toHaveBeenCalledTimes(1);
    expect(funnelStep).toHaveBeenCalledWith('verify', 6);
  });

  it('reports the first step before any registration is stored', () => {
    expect(open('connection_type').funnelStep).toHaveBeenCalledWith('connection_type', null);
  });

  it('does not count a reactivation, nor a middle step without a registration', () => {
    expect(open('payment', { mode: 'reactivate', connectionType: 1 }).funnelStep).not.toHaveBeenCalled();
    clearRegistration();
    expect(open('personal_details').funnelStep).not.toHaveBeenCalled();
  });
});
