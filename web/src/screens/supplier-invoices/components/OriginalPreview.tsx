import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Spinner } from '../../../components/Spinner';
import type { SupplierInvoiceRecord } from '../supplier-invoice-texts';

interface OriginalPreviewProps {
  file: SupplierInvoiceRecord['file'];
  /** A blob URL of the original's bytes; null while it loads. */
  url: string | null;
  error: string | null;
}

/** The original as received: a PDF in the browser's viewer, an image as is, an XML offered for download. */
export function OriginalPreview({ file, url, error }: OriginalPreviewProps) {
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!url) return <Spinner />;
  const frame = { width: '100%', height: { xs: 360, md: 640 }, border: 1, borderColor: 'divider', borderRadius: 1 };
  if (file.contentType === 'application/pdf')
    return (
      <Box component="object" data={url} type="application/pdf" aria-label={`Original : ${file.fileName}`} sx={frame}>
        <Link href={url} download={file.fileName}>
          Télécharger {file.fileName}
        </Link>
      </Box>
    );
  if (file.contentType.startsWith('image/'))
    return (
      <Box
        component="img"
        src={url}
        alt={`Original : ${file.fileName}`}
        sx={{ maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    );
  return (
    <Typography>
      Fichier XML reçu :{' '}
      <Link href={url} download={file.fileName}>
        {file.fileName}
      </Link>
    </Typography>
  );
}
