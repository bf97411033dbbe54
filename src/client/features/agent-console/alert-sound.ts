// The alert's sound: two short rising tones made with Web Audio, so nothing is fetched and nothing is stored.
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor = typeof window === "undefined" ? undefined : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/**
 * Browsers let a page make sound only after the person has clicked or typed in it; the first click or key press in the
 * admin area readies the sound (a later alert would otherwise stay silent). Returns how to stop listening.
 */
export function readySoundOnFirstGesture(): () => void {
  const ready = () => {
    void audioContext()?.resume().catch(() => undefined);
    stop();
  };
  const stop = () => {
    window.removeEventListener("pointerdown", ready, true);
    window.removeEventListener("keydown", ready, true);
  };
  window.addEventListener("pointerdown", ready, true);
  window.addEventListener("keydown", ready, true);
  return stop;
}

/** About a third of a second: 660 Hz then 880 Hz, soft at both ends so it does not click. */
export function playAlertSound(): void {
  const ctx = audioContext();
  if (!ctx) return;
  if (ctx.state === "suspended") void ctx.resume().catch(() => undefined);
  const gain = ctx.createGain();
  gain.connect(ctx.destination);
  const t = ctx.currentTime;
  gain.gain.setValueAtTime(0.0001, t);
  gain.gain.exponentialRampToValueAtTime(0.2, t + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.34);
  [660, 880].forEach((hz, i) => {
    const tone = ctx.createOscillator();
    tone.type = "sine";
    tone.frequency.value = hz;
    tone.connect(gain);
    tone.start(t + i * 0.14);
    tone.stop(t + i * 0.14 + 0.2);
  });
}
