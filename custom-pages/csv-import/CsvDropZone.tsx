/**
 * The drop zone (seed section 8: files.dragDropCsv, files.or, files.browseFiles) taking one file:
 * drop it, or browse with the button, which is a labelled file input reachable by keyboard.
 */
import { useState, type DragEvent, type ReactElement } from 'react';
import { Box, Button, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { IMPORT_EXTENSIONS, IMPORT_MEDIA_TYPES } from '../../domain/csvImport';

const ACCEPT = [...IMPORT_EXTENSIONS, ...IMPORT_MEDIA_TYPES].join(',');
/** Visually hidden but focusable, so Tab reaches the file input and Enter opens the picker. */
const VISUALLY_HIDDEN = { clip: 'rect(0 0 0 0)', clipPath: 'inset(50%)', height: 1, overflow: 'hidden', position: 'absolute', whiteSpace: 'nowrap', width: 1 } as const;

export interface CsvDropZoneProps {
  onFile(file: File): void;
  disabled?: boolean;
}

export function CsvDropZone({ onFile, disabled = false }: CsvDropZoneProps): ReactElement {
  const translate = useTranslate();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent<HTMLElement>): void => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 3,
        textAlign: 'center',
      }}
    >
      <UploadFileIcon color="action" aria-hidden />
      <Typography>{translate('files.dragDropCsv')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('files.or')}
      </Typography>
      <Button component="label" role={undefined} tabIndex={-1} variant="contained" disabled={disabled} sx={{ '&:focus-within': { outline: 2, outlineOffset: 2 } }}>
        {translate('files.browseFiles')}
        <input
          style={VISUALLY_HIDDEN}
          type="file"
          accept={ACCEPT}
          aria-label={translate('csvImport.fileLabel')}
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same (fixed) file again still fires a change.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </Button>
    </Box>
  );
}
