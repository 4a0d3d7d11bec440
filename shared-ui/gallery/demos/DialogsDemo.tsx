import { useState } from 'react';
import { Button, notify, useConfirm } from '../../src';
import { Caption, GallerySection, Row } from '../GallerySection';

export function DialogsDemo() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none yet');

  const askDelete = async () => {
    const confirmed = await confirm('Are you sure you want to delete this task?', {
      confirmLabel: 'Delete',
      destructive: true,
    });
    setAnswer(confirmed ? 'confirmed' : 'cancelled');
  };

  const askRedeem = async () => {
    const confirmed = await confirm('Redeem Meat pie for 500 pts?', {
      title: 'Redeem reward',
      confirmLabel: 'Redeem',
    });
    setAnswer(confirmed ? 'confirmed' : 'cancelled');
  };

  return (
    <>
      <GallerySection title="Confirm dialog">
        <Row>
          <Button type="button" $variant="danger" onClick={askDelete}>
            Delete task
          </Button>
          <Button type="button" $variant="secondary" onClick={askRedeem}>
            Redeem reward
          </Button>
        </Row>
        <Caption aria-live="polite">Last answer: {answer}</Caption>
      </GallerySection>
      <GallerySection title="Toasts">
        <Row>
          <Button type="button" onClick={() => notify.success('Profile updated')}>
            Show success toast
          </Button>
          <Button type="button" $variant="danger" onClick={() => notify.error('Save failed')}>
            Show error toast
          </Button>
        </Row>
      </GallerySection>
    </>
  );
}
