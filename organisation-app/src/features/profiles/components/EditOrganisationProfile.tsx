import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  isOrganisationType,
  LOADING_ORGANISATION_PROFILE,
  NOT_AUTHENTICATED,
  ORGANISATION_NOT_FOUND,
  ORGANISATION_TYPE_OPTIONS,
  ORGANISATION_TYPE_NOT_SPECIFIED,
  optionalText,
  paths,
  PROFILE_SAVE_FAILED,
  PROFILE_UPDATED,
  REMIND_DAY_BEFORE,
  REMIND_TWO_HOURS_BEFORE,
  REMINDERS_EXPLAINED,
  REMINDERS_HEADING,
  selectSessionStatus,
  selectActingUserId,
  type OrganisationRow,
  type OrganisationType,
} from 'shared-domain';
import {
  Button,
  ChangePasswordSection,
  CheckboxField,
  Fieldset,
  FormError,
  Loading,
  notify,
  PageColumn,
  PhotoPicker,
  SelectField,
  TextAreaField,
  TextField,
} from 'shared-ui';
import { profilesApi } from '../api/profilesApi';
import { Actions, Form, Heading } from '../../../layout/formLayout';

type Fields = {
  name: string;
  type: OrganisationType | '';
  mission: string;
  website: string;
  abn: string;
  instagram: string;
  facebook: string;
  tiktok: string;
  remindDayBefore: boolean;
  remindTwoHoursBefore: boolean;
};

/**
 * The own organisation's edit screen, reached from 'Edit Profile', with the account's 'Change
 * password' (issue #15) under the profile form.
 */
export function EditOrganisationProfile() {
  const sessionStatus = useSelector(selectSessionStatus);
  const userId = useSelector(selectActingUserId);
  const profile = profilesApi.useOrganisationProfileQuery(userId ?? skipToken);
  if (sessionStatus !== 'loading' && userId === null) {
    return <FormError>{NOT_AUTHENTICATED}</FormError>;
  }
  if (sessionStatus === 'loading' || profile.isLoading || userId === null) {
    return <Loading text={LOADING_ORGANISATION_PROFILE} />;
  }
  const organisation = profile.data?.organisation;
  if (organisation === undefined) return <FormError>{ORGANISATION_NOT_FOUND}</FormError>;
  return <EditForm key={organisation.id} ownerUserId={userId} organisation={organisation} />;
}

function EditForm({
  ownerUserId,
  organisation,
}: {
  ownerUserId: string;
  organisation: OrganisationRow;
}) {
  const [updateOrganisation, { isLoading: saving }] = profilesApi.useUpdateOrganisationMutation();
  const navigate = useNavigate();
  const [fields, setFields] = useState<Fields>({
    name: organisation.name,
    type: organisation.type ?? '',
    mission: organisation.mission ?? '',
    website: organisation.website ?? '',
    abn: organisation.abn ?? '',
    instagram: organisation.instagram ?? '',
    facebook: organisation.facebook ?? '',
    tiktok: organisation.tiktok ?? '',
    remindDayBefore: organisation.remind_day_before,
    remindTwoHoursBefore: organisation.remind_two_hours_before,
  });
  const [logo, setLogo] = useState<File | null>(null);
  const change = (patch: Partial<Fields>) => setFields({ ...fields, ...patch });

  const save = async () => {
    try {
      await updateOrganisation({
        ownerUserId,
        logo: logo === null ? null : { body: logo, name: logo.name, type: logo.type },
        patch: {
          name: fields.name.trim() === '' ? organisation.name : fields.name.trim(),
          type: fields.type === '' ? null : fields.type,
          mission: optionalText(fields.mission),
          website: optionalText(fields.website),
          abn: optionalText(fields.abn),
          instagram: optionalText(fields.instagram),
          facebook: optionalText(fields.facebook),
          tiktok: optionalText(fields.tiktok),
          remind_day_before: fields.remindDayBefore,
          remind_two_hours_before: fields.remindTwoHoursBefore,
        },
      }).unwrap();
      notify.success(PROFILE_UPDATED);
      navigate(paths.organisationOwnProfile);
    } catch (error) {
      console.error(error);
      notify.error(PROFILE_SAVE_FAILED);
    }
  };

  return (
    <PageColumn $width="form" aria-labelledby="edit-organisation-heading">
      <Heading id="edit-organisation-heading">Edit Profile</Heading>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <PhotoPicker
          label="Organisation logo"
          removeLabel="Remove logo"
          shape="square"
          name={organisation.name}
          currentUrl={organisation.logo_url}
          file={logo}
          onChange={setLogo}
        />
        <TextField
          label="Organisation name"
          value={fields.name}
          onChange={(event) => change({ name: event.target.value })}
        />
        <SelectField
          label="Organisation type"
          value={fields.type}
          onChange={(event) =>
            change({ type: isOrganisationType(event.target.value) ? event.target.value : '' })
          }
        >
          <option value="">{ORGANISATION_TYPE_NOT_SPECIFIED}</option>
          {ORGANISATION_TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Mission"
          value={fields.mission}
          onChange={(event) => change({ mission: event.target.value })}
        />
        <TextField
          label="Website"
          value={fields.website}
          onChange={(event) => change({ website: event.target.value })}
        />
        <TextField
          label="ABN"
          value={fields.abn}
          onChange={(event) => change({ abn: event.target.value })}
        />
        <TextField
          label="Instagram"
          value={fields.instagram}
          onChange={(event) => change({ instagram: event.target.value })}
        />
        <TextField
          label="Facebook"
          value={fields.facebook}
          onChange={(event) => change({ facebook: event.target.value })}
        />
        <TextField
          label="TikTok"
          value={fields.tiktok}
          onChange={(event) => change({ tiktok: event.target.value })}
        />
        <Fieldset>
          <legend>{REMINDERS_HEADING}</legend>
          <p>{REMINDERS_EXPLAINED}</p>
          <CheckboxField
            label={REMIND_DAY_BEFORE}
            checked={fields.remindDayBefore}
            onChange={(event) => change({ remindDayBefore: event.target.checked })}
          />
          <CheckboxField
            label={REMIND_TWO_HOURS_BEFORE}
            checked={fields.remindTwoHoursBefore}
            onChange={(event) => change({ remindTwoHoursBefore: event.target.checked })}
          />
        </Fieldset>
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => navigate(-1)}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            Save
          </Button>
        </Actions>
      </Form>
      <ChangePasswordSection role="organisation" />
    </PageColumn>
  );
}
