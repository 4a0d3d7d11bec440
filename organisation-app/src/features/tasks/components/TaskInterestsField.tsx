import { INTEREST_OPTIONS, type Interest } from 'shared-domain';
import { ChipMultiSelect } from 'shared-ui';

const INTEREST_CHIPS = INTEREST_OPTIONS.map((interest) => ({ value: interest, label: interest }));

/**
 * The interests a task suits (SPEC §3's list), chosen when it is posted or edited: volunteers filter
 * by them and their For You order puts it first for those who share one (issue #20).
 */
export function TaskInterestsField({
  value,
  onChange,
}: {
  value: readonly Interest[];
  onChange: (interests: Interest[]) => void;
}) {
  return (
    <ChipMultiSelect
      label="Suits volunteers interested in (optional)"
      options={INTEREST_CHIPS}
      selected={value}
      onChange={(chosen) =>
        onChange(INTEREST_OPTIONS.filter((interest) => chosen.includes(interest)))
      }
    />
  );
}
