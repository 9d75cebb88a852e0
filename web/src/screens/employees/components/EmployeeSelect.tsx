import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface EmployeeOption {
  id: number;
  name: string;
}

interface EmployeeSelectProps {
  label: string;
  name: string;
  value: number | '';
  employees: EmployeeOption[];
  /** The text of the empty choice. */
  noneLabel: string;
  onChange(value: number | ''): void;
}

/** One employee or none; '' stands for none. */
export function EmployeeSelect({ label, name, value, employees, noneLabel, onChange }: EmployeeSelectProps) {
  return (
    <TextField
      select
      label={label}
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{noneLabel}</MenuItem>
      {employees.map((employee) => (
        <MenuItem key={employee.id} value={employee.id}>
          {employee.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
