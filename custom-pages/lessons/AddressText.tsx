/**
 * An address that wraps only after a slash, each piece kept whole ("…/student/join/" then the
 * passphrase), unless one piece alone is wider than the line. Its text is the address as it is.
 */
import { Fragment, type ReactElement } from 'react';
import { Box } from '@mui/material';

export function AddressText({ address }: { address: string }): ReactElement {
  const pieces = address.match(/[^/]*\/+|[^/]+$/g) ?? [address];
  return (
    <>
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          <Box component="span" sx={{ display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' }}>
            {piece}
          </Box>
        </Fragment>
      ))}
    </>
  );
}
