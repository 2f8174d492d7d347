/**
 * The address typed by hand when the places service does not know it (issue 9). It becomes a
 * picked address without a place id: the same address1, city and postcode go to the
 * organisation lookup and to POST /organizations/sign_up, whose organizations schema sets the
 * lengths (one home; the server checks the same ones).
 */
import * as yup from 'yup';
import { organizations } from '../../../../resources/organizations/schema';
import type { ValidationMessage } from '../../../../resources/kit/messages';
import { declared, notBlank } from '../../../forms/rules';
import { validateValues } from '../../../forms/useForm';
import type { PickedAddress } from './schoolTypes';

export interface ManualAddressValues extends Record<string, unknown> {
  address1: string;
  city: string;
  postalCode: string;
}

export const EMPTY_MANUAL_ADDRESS: ManualAddressValues = { address1: '', city: '', postalCode: '' };

/**
 * Letters and digits, words joined by one space or hyphen: SW1A 1AA, 00100, 1012 AB,
 * 01310-100, D02 X285, LV-1050. Deliberately no country format, which would refuse valid
 * codes somewhere.
 */
const POSTCODE = /^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u;
const postcodeInvalid: ValidationMessage = { key: 'wizard.organization.manual.postcodeInvalid', identifier: 'postcodeInvalid' };
const { address1, city, postalCode } = organizations.attributes;

/**
 * Address line and city are required. The postcode is optional (Hong Kong, the United Arab
 * Emirates and many other countries have none, and a required one would block their schools
 * again) but checked when given.
 */
export const manualAddressSchema = yup.object({
  address1: declared(notBlank(), address1),
  city: declared(notBlank(), city),
  postalCode: declared(yup.string(), postalCode).test('postcode', postcodeInvalid, (v) => v === undefined || v.trim() === '' || POSTCODE.test(v.trim())),
});

/** The typed address as the page keeps a picked one, or null while it is not valid. */
export function manualAddressOf(values: ManualAddressValues): PickedAddress | null {
  if (Object.keys(validateValues(manualAddressSchema, values)).length > 0) return null;
  const [line, town, code] = [values.address1.trim(), values.city.trim(), values.postalCode.trim()];
  return {
    description: [line, town, code].filter((p) => p !== '').join(', '),
    address1: line,
    city: town,
    ...(code !== '' ? { postalCode: code } : {}),
    manual: true,
  };
}
