import { isValidSiret } from '@pilotage/domain';
import { DEMO_SIRET } from '../../gateway/src/scripts/demo-business';

describe('demo company', () => {
  it('has a SIRET the invoice issue accepts, so a new user’s first invoice can be issued', () => {
    expect(isValidSiret(DEMO_SIRET)).toBe(true);
  });
});
