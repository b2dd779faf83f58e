'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

/**
 * Codes read from the device camera (docs/counter.md#garment-ticket): the browser's
 * BarcodeDetector where it has one (QR and Code 128), else jsQR on the video frames (QR only).
 */
export function useCameraCodes(onCode: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'off' | 'on' | 'unavailable'>('off');
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | null>(null);

  const stop = useCallback(() => {
    if (timer.current) window.clearInterval(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    setState((s) => (s === 'on' ? 'off' : s));
  }, []);

  const start = useCallback(async () => {
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
    } catch {
      setState('unavailable');
      return;
    }
    const video = videoRef.current!;
    video.srcObject = stream.current;
    await video.play().catch(() => {});
    setState('on');
    const Native = (globalThis as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
    const native = Native ? new Native({ formats: ['qr_code', 'code_128'] }) : null;
    const jsQR = native ? null : (await import('jsqr')).default;
    const canvas = document.createElement('canvas');
    let busy = false;
    timer.current = window.setInterval(async () => {
      if (busy || video.readyState < 2) return;
      busy = true;
      try {
        let text: string | null = null;
        if (native) text = (await native.detect(video))[0]?.rawValue ?? null;
        else if (jsQR) {
          canvas.width = video.videoWidth;
          canvas.height = video.videoHeight;
          const context = canvas.getContext('2d', { willReadFrequently: true })!;
          context.drawImage(video, 0, 0);
          const frame = context.getImageData(0, 0, canvas.width, canvas.height);
          text = jsQR(frame.data, frame.width, frame.height)?.data ?? null;
        }
        if (text) {
          stop();
          onCode(text);
        }
      } finally {
        busy = false;
      }
    }, 250);
  }, [onCode, stop]);

  useEffect(() => stop, [stop]);
  return { videoRef, state, start, stop };
}
