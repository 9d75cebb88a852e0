import { type DragEvent, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/UploadFile';
import { supplierInvoiceTexts as texts } from '../supplier-invoice-texts';

interface DropZoneProps {
  uploading: boolean;
  onFile(file: File): void;
}

/** Where a supplier's file lands: dropped from the desktop, or chosen with the button. */
export function DropZone({ uploading, onFile }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !uploading) onFile(file);
  };
  return (
    <Paper
      variant="outlined"
      data-testid="supplier-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        p: 3,
        mb: 2,
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.paper',
        textAlign: 'center',
      }}
    >
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography>{texts.dropHere}</Typography>
        <Typography variant="body2" color="text.secondary">
          {texts.limits}
        </Typography>
        <Button
          variant="contained"
          startIcon={<UploadIcon />}
          loading={uploading}
          onClick={() => input.current?.click()}
        >
          {texts.chooseFile}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          aria-label="Fichier de la facture fournisseur"
          accept=".pdf,.xml,.jpg,.jpeg,.png,application/pdf,application/xml,text/xml,image/jpeg,image/png"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </Stack>
    </Paper>
  );
}
