import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@pilotage/domain';
import { actionLabel, elementText, entityLabel } from '../../../lib/audit-sentence';
import { auditTexts } from '../../../lib/audit-texts';
import { type ActorChoice, ActorAutocomplete } from './ActorAutocomplete';

export interface AuditFilterValues {
  actor: ActorChoice | null;
  /** '' for every type, action or record. */
  entityType: string;
  action: string;
  entityId: string;
}

interface AuditFiltersProps {
  values: AuditFilterValues;
  onChange(changes: Partial<AuditFilterValues>): void;
}

/** Who, which kind of record, which action; one record's rows when its history was opened in the journal. */
export function AuditFilters({ values, onChange }: AuditFiltersProps) {
  const select = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack sx={{ minWidth: 240 }}>
          <ActorAutocomplete value={values.actor} onChange={(actor) => onChange({ actor })} />
        </Stack>
        <TextField
          select
          label="Type d'élément"
          name="entityType"
          value={values.entityType}
          // Another type makes the record's id meaningless.
          onChange={(e) => onChange({ entityType: e.target.value, entityId: '' })}
          sx={{ minWidth: 220 }}
          slotProps={select}
        >
          <MenuItem value="">{auditTexts.all}</MenuItem>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {entityLabel(type)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Action"
          name="action"
          value={values.action}
          onChange={(e) => onChange({ action: e.target.value })}
          sx={{ minWidth: 220 }}
          slotProps={select}
        >
          <MenuItem value="">{auditTexts.all}</MenuItem>
          {AUDIT_ACTIONS.map((action) => (
            <MenuItem key={action} value={action}>
              {actionLabel(action)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {values.entityId && (
        <Stack direction="row">
          <Chip
            label={`Élément : ${elementText({ entityType: values.entityType, entityId: values.entityId })}`}
            onDelete={() => onChange({ entityId: '' })}
          />
        </Stack>
      )}
    </Stack>
  );
}
