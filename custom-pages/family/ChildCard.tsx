/** One child on My children: who they are, their quests, and edit / remove. */
import type { ReactElement } from 'react';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate, type RaRecord } from 'react-admin';
import { childName } from './childName';
import { QuestList } from './QuestList';

export interface ChildCardProps {
  child: RaRecord;
  onEdit: (child: RaRecord) => void;
  onRemove: (child: RaRecord) => void;
}

export function ChildCard({ child, onEdit, onRemove }: ChildCardProps): ReactElement {
  const translate = useTranslate();
  const name = childName(child);
  const facts = [
    typeof child.username === 'string' ? translate('family.children.username', { username: child.username }) : null,
    typeof child.age === 'number' ? translate('family.children.age', { age: child.age }) : null,
    typeof child.nickname === 'string' && child.nickname !== '' ? translate('family.children.nickname', { nickname: child.nickname }) : null,
  ].filter((f): f is string => f !== null);
  return (
    <Card variant="outlined" component="article" aria-labelledby={`child-${String(child.id)}-name`} sx={{ height: '100%', display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
        <Box>
          <Typography id={`child-${String(child.id)}-name`} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {facts.map((fact) => (
            <Typography key={fact} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {fact}
            </Typography>
          ))}
        </Box>
        <QuestList childId={child.id} headingLevel="h3" />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button startIcon={<EditIcon aria-hidden />} onClick={() => onEdit(child)} aria-label={translate('family.children.edit', { name })}>
          {translate('ra.action.edit')}
        </Button>
        <Button color="error" startIcon={<DeleteIcon aria-hidden />} onClick={() => onRemove(child)} aria-label={translate('family.children.remove', { name })}>
          {translate('family.remove.confirm')}
        </Button>
      </CardActions>
    </Card>
  );
}
