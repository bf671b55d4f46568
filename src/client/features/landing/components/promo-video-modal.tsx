// The promotional video (spec section 2: looping, muted, autoplaying). Its own chunk, loaded
// only when the visitor asks for it; it plays even with reduced motion, because they asked.
import { Modal } from "#client/components/ui/modal.tsx";
import { landingStrings as t } from "../messages.gen.ts";
import styles from "./promo-video-modal.module.css";

export default function PromoVideoModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal open title={t.ourStory} onClose={onClose}>
      <video
        className={styles.video}
        autoPlay
        muted
        loop
        playsInline
        controls
        preload="auto"
        aria-label={t.promo.videoLabel}
        width={640}
        height={360}
      >
        <source src="/videos/promo.webm" type="video/webm" />
        <source src="/videos/promo.mp4" type="video/mp4" />
      </video>
    </Modal>
  );
}
