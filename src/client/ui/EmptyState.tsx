import type { ReactNode } from 'react';
import { StateMessage } from './StateMessage';

type Props = { title: ReactNode; text?: ReactNode; action?: ReactNode; image?: string };

/** Nothing to show yet: a calm sentence and the one action that helps. */
export function EmptyState({ title, text, action, image = '/media/states/empty.svg' }: Props) {
  return <StateMessage role="status" image={image} title={title} text={text} action={action} />;
}

export default EmptyState;
