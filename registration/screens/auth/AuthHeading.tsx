/** The title and optional intro of each login-layout screen (sign-in, forgot and change password). */
import Typography from '@mui/material/Typography';

export function AuthHeading({ title, intro }: { title: string; intro?: string | undefined }): React.ReactNode {
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: intro ? 1 : 2 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
    </>
  );
}
