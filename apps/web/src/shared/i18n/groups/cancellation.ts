/**
 * The optional "Why are you leaving?" question of every unsubscribe dialog (issue 31, decision 0071): a
 * product's and a connection's. Skipped, the dialogs read and work exactly as the spec has them.
 */
export const cancellation = {
  legend: 'Why are you leaving? (optional)',
  reasons: {
    too_expensive: 'It costs too much',
    not_watching_enough: "I don't watch it enough",
    technical_problems: 'Technical problems',
    moving_provider: "I'm moving to another provider",
    other: 'Another reason',
  },
  textLabel: 'Anything you would like to tell us (optional, up to {{max}} characters)',
};
