import { DEPLOYMENT_BRANDS } from '@portal/domain/brands/brand';
import { loadJourney } from '@portal/domain/forms';
import { claimMatchesPolicy, identityClaim, productLine } from '@portal/domain/identity/identity';
import { hubJourneys } from '@portal/domain/journeyLinks';
import { toSaveRecord } from '@portal/domain/requests/saveRecord';
import { describe, expect, it } from 'vitest';
import { demoYourDetails } from './answers.ts';
import { DEMO_POLICIES } from './policies.ts';

/**
 * No journey can be impossible for its own policyholder: for every form, brand
 * and product the hub links, the details a hub policy's holder gives — kept only where the form
 * asks them, as the save keeps them — identify that policy. edocregs asks no registration, and
 * identity used to demand one of every motor claim, so no motor holder could ever finish it.
 */
const links = DEPLOYMENT_BRANDS.flatMap((brand) => hubJourneys(brand).map((entry) => ({ brand, ...entry })));

describe.each(links)('$form on $brand (product=$product)', ({ brand, form, product, brandParam }) => {
  const holders = DEMO_POLICIES.filter(
    (policy) => policy.brand === brand && productLine(policy.product) === productLine(product),
  );

  it.each(holders.map((policy) => [policy.policyNumber, policy] as const))(
    "identifies %s's holder from the details the form asks",
    async (_number, policy) => {
      const journey = await loadJourney(form);
      const answers = { ...demoYourDetails(policy.policyNumber), policyNumber: policy.policyNumber };
      const ctx = {
        form,
        brand,
        product,
        partner: brandParam as never,
        now: '2026-03-10T10:00:00Z',
        answers,
      };
      const claim = identityClaim(toSaveRecord(journey, answers, ctx), product);
      const record = {
        product: policy.product,
        holder: policy.holder,
        postcode: policy.postcode,
        registrations: policy.registration ? [policy.registration] : [],
      };
      expect(claimMatchesPolicy(claim, record)).toBe(true);
    },
  );
});
