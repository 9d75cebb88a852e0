import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SaveIcon from '@mui/icons-material/Save';
import { type ReminderLevel, lastActiveLevel, reminderScheduleProblem } from '@pilotage/domain';
import { type Banner, TimedAlert } from '../../../../components/TimedAlert';

export interface ReminderSchedulePanelProps {
  /** The stored schedule (3 levels), null while it loads. */
  levels: ReminderLevel[] | null;
  loadError: string | null;
  saving: boolean;
  banner: Banner | null;
  onSave(levels: ReminderLevel[]): void;
  /** Unfolded at first (stories); folded in the generator. */
  initiallyExpanded?: boolean;
}

const summaryOf = (levels: ReminderLevel[]) => {
  const active = levels.filter((level) => level.enabled).map((level) => `${level.daysAfterDue} j`);
  return active.length === 0 ? 'Aucune relance active' : `Relances à ${active.join(', ')} après l'échéance`;
};

/** « Relances des factures impayées »: the 3 levels of the schedule, each switchable, with its delay and texts. */
export function ReminderSchedulePanel(props: ReminderSchedulePanelProps) {
  const [expanded, setExpanded] = useState(props.initiallyExpanded ?? false);
  const [edited, setEdited] = useState<ReminderLevel[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const levels = edited ?? props.levels;
  const change = (index: number, patch: Partial<ReminderLevel>) =>
    levels && setEdited(levels.map((level, at) => (at === index ? { ...level, ...patch } : level)));
  const save = () => {
    if (!levels) return;
    const found = reminderScheduleProblem(levels);
    setProblem(found);
    if (!found) props.onSave(levels);
  };
  const last = levels ? lastActiveLevel(levels) : null;
  return (
    <Accordion expanded={expanded} onChange={(_, next) => setExpanded(next)} variant="outlined" disableGutters>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="reminder-schedule-content"
        id="reminder-schedule-header"
      >
        <Stack>
          <Typography sx={{ fontWeight: 600 }}>Relances des factures impayées</Typography>
          <Typography variant="body2" color="text.secondary">
            {levels ? summaryOf(levels) : props.loadError ? 'Indisponible' : 'Chargement…'}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          {props.loadError && <Alert severity="error">{props.loadError}</Alert>}
          <Typography variant="body2" color="text.secondary">
            Chaque jour, une facture impayée dont le client a une adresse de courriel reçoit chaque relance active une
            seule fois. Variables : {'{numero}'}, {'{montant_du}'}, {'{echeance}'}. La dernière relance active chiffre
            les pénalités de retard (au taux indiqué en % dans les paramètres) et, pour un client professionnel,
            l&apos;indemnité forfaitaire de 40 €, avec une lettre de relance en PDF.
          </Typography>
          {levels?.map((level, index) => (
            <Stack key={level.level} spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <Typography variant="subtitle2" component="legend" sx={{ minWidth: 110 }}>
                  Relance n° {level.level}
                  {level.level === last ? ' (dernière)' : ''}
                </Typography>
                <FormControlLabel
                  control={
                    <Switch
                      checked={level.enabled}
                      onChange={(event) => change(index, { enabled: event.target.checked })}
                    />
                  }
                  label="Active"
                />
                <TextField
                  size="small"
                  type="number"
                  label="Jours après l'échéance"
                  name={`reminder-${level.level}-days`}
                  value={level.daysAfterDue}
                  onChange={(event) => change(index, { daysAfterDue: Number(event.target.value) })}
                  slotProps={{ htmlInput: { min: 1, max: 365 } }}
                  sx={{ width: 190 }}
                />
              </Stack>
              <TextField
                size="small"
                label="Sujet"
                name={`reminder-${level.level}-subject`}
                value={level.subject}
                onChange={(event) => change(index, { subject: event.target.value })}
              />
              <TextField
                size="small"
                multiline
                minRows={3}
                label="Texte"
                name={`reminder-${level.level}-body`}
                value={level.body}
                onChange={(event) => change(index, { body: event.target.value })}
              />
            </Stack>
          ))}
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          {props.banner?.severity === 'error' ? (
            <Alert severity="error" role="alert">
              {props.banner.text}
            </Alert>
          ) : (
            <TimedAlert banner={props.banner} durationMs={5000} />
          )}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button
              variant="outlined"
              startIcon={<SaveIcon />}
              loading={props.saving}
              disabled={!levels}
              onClick={save}
            >
              Enregistrer les relances
            </Button>
          </Stack>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
