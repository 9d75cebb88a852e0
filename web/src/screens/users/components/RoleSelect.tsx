import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ROLES } from '@pilotage/domain';

export function RoleSelect({ value, onChange }: { value: string; onChange(role: string): void }) {
  return (
    <TextField select label="Rôle" name="role" value={value} onChange={(e) => onChange(e.target.value)}>
      {ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {role}
        </MenuItem>
      ))}
    </TextField>
  );
}
