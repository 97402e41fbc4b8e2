import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 2: the summary is read at rate 0.9, pitch 1, volume 1. */
export const SPEECH_RATE = 0.9;
export const SPEECH_PITCH = 1;
export const SPEECH_VOLUME = 1;

function synthesis(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

/** Listen/Stop with the browser's speech synthesis; errors quietly end the listening state. */
export function useSpeech() {
  const [speaking, setSpeaking] = useState(false);
  const current = useRef<SpeechSynthesisUtterance | null>(null);
  const supported = synthesis() !== null && typeof SpeechSynthesisUtterance !== 'undefined';

  const stop = useCallback(() => {
    current.current = null;
    synthesis()?.cancel();
    setSpeaking(false);
  }, []);

  const speak = useCallback((text: string) => {
    const speech = synthesis();
    if (!speech || !text.trim()) return;
    try {
      speech.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.rate = SPEECH_RATE;
      utterance.pitch = SPEECH_PITCH;
      utterance.volume = SPEECH_VOLUME;
      const finish = () => {
        if (current.current === utterance) {
          current.current = null;
          setSpeaking(false);
        }
      };
      utterance.onend = finish;
      utterance.onerror = finish;
      current.current = utterance;
      setSpeaking(true);
      speech.speak(utterance);
    } catch {
      current.current = null;
      setSpeaking(false);
    }
  }, []);

  // Leaving the page stops reading.
  useEffect(() => () => {
    if (current.current) synthesis()?.cancel();
  }, []);

  return { supported, speaking, speak, stop };
}
