/**
 * The welcome page's FAQ (seed section 2.2): an accordion where each question opens and closes
 * on its own, so several may be open at once, or none. Each panel is an uncontrolled MUI
 * Accordion (a button with aria-expanded; MUI wraps the answer in a region named by its question).
 */
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { FaqItem } from './welcomeContent';

export function FaqAccordion({ title, items }: { title: string; items: readonly FaqItem[] }): React.ReactNode {
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="welcome-faq" sx={{ py: { xs: 5, md: 8 }, px: 2, bgcolor: 'background.default' }}>
      <Box sx={{ maxWidth: 800, mx: 'auto' }}>
        <Typography id="welcome-faq" component="h2" variant="h5" sx={{ textAlign: 'center', fontWeight: 700, mb: 3 }}>
          {title}
        </Typography>
        {items.map((item, i) => (
          <Accordion key={item.id} disableGutters elevation={0} slotProps={{ heading: { component: 'h3' } }} sx={{ border: 1, borderColor: 'divider', '&:not(:last-of-type)': { borderBottom: 0 } }}>
            <AccordionSummary expandIcon={<ExpandMore />} id={`faq-${i}-question`} aria-controls={`faq-${i}-answer`}>
              <Typography sx={{ fontWeight: 600 }}>{item.question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Box>
  );
}
