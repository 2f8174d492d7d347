/**
 * The school step (seed section 2.3): country, then an address search in that country, then the
 * school's name from the organisation lookup or typed. An address the search does not know is
 * typed by hand instead ("I can't find the address"). Changing the country clears the address
 * and the school; picking a known school fills its address after a short delay (seed section
 * 9). The proceed button shows once a school is named and an address is picked or typed. A
 * school typed rather than picked that is already on the platform (same name and place) is
 * found before going on, and the existing-organisation step offers to join it instead.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { placeDetails, type PlaceSuggestion } from '../../api/services';
import { findSameSchool } from '../../api/organizations';
import { isApiFailure } from '../../../dataProvider/ApiFailure';
import { afterOrganization } from '../../flow/signUpFlow';
import { useSession } from '../../session/SessionProvider';
import { useSignUp, type ChosenSchool } from '../../session/SignUpStateProvider';
import { usePageTitle } from '../../layout/usePageTitle';
import { declared } from '../../forms/rules';
import { validateValues } from '../../forms/useForm';
import { organizations } from '../../../resources/organizations/schema';
import { FormMessage } from '../../forms/FormMessage';
import { SubmitButton } from '../../forms/SubmitButton';
import { useMessage } from '../../forms/useMessage';
import { useT } from '../../i18n';
import { CountryChoice } from './school/CountryChoice';
import { AddressSearch } from './school/AddressSearch';
import { SchoolNameField } from './school/SchoolNameField';
import { ManualAddressFields } from './school/ManualAddressFields';
import { EMPTY_MANUAL_ADDRESS, type ManualAddressValues } from './school/manualAddress';
import { addressOfRecord, describeSchoolAddress, SCHOOL_FILL_DELAY_MS, type KnownSchool, type PickedAddress } from './school/schoolTypes';
import { useAttachSchool } from './useAttachSchool';
import { LoadingText } from '../../RouteGuards';

const nameBlank = { key: 'wizard.organization.nameBlank', identifier: 'fieldNoBlank' };
const nameSchema = yup.object({
  name: declared(yup.string().required(nameBlank).test('blank', nameBlank, (v) => v === undefined || v.trim() !== ''), organizations.attributes.name),
});

function initialAddress(school: ChosenSchool | undefined): PickedAddress | null {
  if (!school || (school.address1 === undefined && school.placeId === undefined)) return null;
  const description = [school.address1, school.city, school.postalCode].filter(Boolean).join(', ');
  return { placeId: school.placeId, description, address1: school.address1, city: school.city, postalCode: school.postalCode, manual: school.manualAddress };
}

const typedAddress = (school: ChosenSchool | undefined): ManualAddressValues =>
  school?.manualAddress ? { address1: school.address1 ?? '', city: school.city ?? '', postalCode: school.postalCode ?? '' } : EMPTY_MANUAL_ADDRESS;

export function OrganizationPage(): ReactNode {
  const { t } = useT();
  const message = useMessage();
  const navigate = useNavigate();
  const { state, update, processing, process } = useSignUp();
  const { viewer, loading } = useSession();
  const { create } = useAttachSchool();
  usePageTitle('wizard.organization.pageTitle');

  const [country, setCountry] = useState(state.school?.country ?? '');
  const [address, setAddress] = useState<PickedAddress | null>(() => initialAddress(state.school));
  const [name, setName] = useState(state.school?.name ?? '');
  const [picked, setPicked] = useState<KnownSchool | null>(() => (state.school?.existingId ? { id: state.school.existingId, name: state.school.name } : null));
  const [nameTouched, setNameTouched] = useState(false);
  // Typing the address by hand; `focus` once the visitor asked for it (not when coming back).
  const [manual, setManual] = useState<{ focus: boolean } | null>(() => (state.school?.manualAddress ? { focus: false } : null));
  // Remounts the address and school fields so a new country starts them empty.
  const [generation, setGeneration] = useState(0);
  const [failure, setFailure] = useState<string>();
  const fillTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(fillTimer.current), []);

  const changeCountry = (next: string): void => {
    clearTimeout(fillTimer.current);
    setCountry(next);
    setAddress(null);
    setName('');
    setPicked(null);
    setNameTouched(false);
    setManual(null);
    setGeneration((g) => g + 1);
  };

  const typeAddress = useCallback((typed: PickedAddress | null): void => {
    setFailure(undefined);
    setAddress(typed);
  }, []);

  const switchToManual = (open: boolean): void => {
    setAddress(null);
    setManual(open ? { focus: true } : null);
  };

  const pickAddress = (suggestion: PlaceSuggestion | null): void => {
    setFailure(undefined);
    if (suggestion === null) return setAddress(null);
    const fallback: PickedAddress = { placeId: suggestion.placeId, description: suggestion.description };
    setAddress(fallback);
    placeDetails(suggestion.placeId).then(
      (record) => setAddress(addressOfRecord(record, fallback)),
      (e: unknown) => setFailure(isApiFailure(e) ? e.message : 'errors.api.default'),
    );
  };

  const pickSchool = (school: KnownSchool): void => {
    setPicked(school);
    setName(school.name);
    clearTimeout(fillTimer.current);
    fillTimer.current = setTimeout(() => {
      if (school.address1 === undefined && school.city === undefined) return;
      setManual(null);
      setAddress({ description: describeSchoolAddress(school), address1: school.address1, city: school.city, postalCode: school.postalCode });
    }, SCHOOL_FILL_DELAY_MS);
  };

  const typeName = (next: string): void => {
    setName(next);
    setPicked(null);
  };

  const nameError = validateValues(nameSchema, { name }).name;
  const nameValid = nameError === undefined;
  const canProceed = country !== '' && address !== null && nameValid;

  const proceed = (event: FormEvent): void => {
    event.preventDefault();
    if (!canProceed) return;
    const school: ChosenSchool = {
      name: name.trim(),
      address1: address.address1 ?? address.description,
      city: address.city,
      postalCode: address.postalCode,
      latitude: address.latitude,
      longitude: address.longitude,
      country,
      placeId: address.placeId,
      manualAddress: address.manual,
      existingId: picked?.id,
    };
    setFailure(undefined);
    if (picked !== null) return choose(school);
    process(() => findSameSchool(school)).then(
      (same) => choose(same ? { ...school, existingId: same.id } : school),
      (e: unknown) => setFailure(isApiFailure(e) ? e.message : 'errors.api.default'),
    );
  };

  const choose = (school: ChosenSchool): void => {
    update({ school, joinOrganizationId: undefined, createNewOrganization: school.existingId === undefined ? true : undefined });
    // A signed-in teacher without a school (invited, chose a new school) gets it created now.
    if (viewer !== null && viewer.organizationId === null && !school.existingId) {
      process(() => create(school)).then(
        (next) => navigate(next),
        (e: unknown) => setFailure(isApiFailure(e) ? e.message : 'errors.api.default'),
      );
      return;
    }
    void navigate(afterOrganization(school));
  };

  // Whether Continue creates the school now (signed in) or after the account depends on the viewer.
  if (loading) return <LoadingText />;

  return (
    <Box component="form" onSubmit={proceed} noValidate>
      <Typography variant="h2" component="h1" sx={{ mb: 3, textAlign: 'center' }}>
        {t('wizard.organization.title')}
      </Typography>
      <Stack spacing={2}>
        <CountryChoice country={country} onChange={changeCountry} />
        {country !== '' && (
          <Stack key={generation} spacing={2}>
            {manual === null ? (
              <Box>
                <AddressSearch country={country} value={address} onPick={pickAddress} />
                <Button onClick={() => switchToManual(true)} sx={{ mt: 1 }}>
                  {t('wizard.organization.cantFind')}
                </Button>
              </Box>
            ) : (
              <ManualAddressFields initial={typedAddress(state.school?.country === country ? state.school : undefined)} onChange={typeAddress} onSearch={() => switchToManual(false)} focus={manual.focus} />
            )}
            <SchoolNameField
              country={country}
              address={address}
              name={name}
              picked={picked}
              onType={typeName}
              onPick={pickSchool}
              onBlur={() => setNameTouched(true)}
              error={nameTouched ? message(nameError) : undefined}
            />
          </Stack>
        )}
      </Stack>
      <FormMessage>{message(failure)}</FormMessage>
      {canProceed && (
        <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
          <SubmitButton processing={processing} label="wizard.organization.proceed" />
        </Box>
      )}
    </Box>
  );
}
