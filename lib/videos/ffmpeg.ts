import 'server-only';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Debian's ffmpeg/ffprobe (docs/videos.md): the file is written to a private temporary folder and
 * read by path (never by a URL or a protocol the file could name), with a time limit.
 */
export type Probe = { durationMs: number; width: number; height: number; formatName: string; videoCodec: string };

const FFPROBE = process.env.FFPROBE_PATH ?? 'ffprobe';
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const LIMIT_MS = 20_000;

async function withFile<T>(bytes: Uint8Array, extension: string, work: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'reprise-video-'));
  const file = path.join(dir, `input.${extension}`);
  try {
    await writeFile(file, bytes, { mode: 0o600 });
    return await work(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The end of the last video packet, in seconds (NaN when there is none). */
async function lastFrameEnd(file: string): Promise<number> {
  const { stdout } = await run(FFPROBE, ['-v', 'error', '-protocol_whitelist', 'file', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time,duration_time', '-of', 'csv=p=0', file], { timeout: LIMIT_MS, maxBuffer: 16 * 1024 * 1024 });
  const ends = stdout
    .split('\n')
    .map((line) => line.split(',').map(Number))
    .filter(([pts]) => Number.isFinite(pts))
    .map(([pts, duration]) => pts! + (Number.isFinite(duration) ? duration! : 0));
  return ends.length > 0 ? Math.max(...ends) : Number.NaN;
}

/** What the container says: null when ffprobe cannot read it or it has no video stream. */
export async function probeAndPoster(bytes: Uint8Array, extension: 'mp4' | 'webm'): Promise<{ probe: Probe; poster: Buffer } | null> {
  return withFile(bytes, extension, async (file, dir) => {
    let probe: Probe;
    try {
      const { stdout } = await run(FFPROBE, ['-v', 'error', '-protocol_whitelist', 'file', '-print_format', 'json', '-show_format', '-show_streams', file], { timeout: LIMIT_MS, maxBuffer: 4 * 1024 * 1024 });
      const info = JSON.parse(stdout) as { format?: { duration?: string; format_name?: string }; streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number; duration?: string }[] };
      const video = info.streams?.find((s) => s.codec_type === 'video');
      // A streamed WebM (a browser's MediaRecorder, a pipe) states no duration: its last frame's end does.
      const seconds = Number(info.format?.duration ?? video?.duration ?? (await lastFrameEnd(file)));
      if (!video || !video.width || !video.height || !Number.isFinite(seconds)) return null;
      probe = { durationMs: Math.round(seconds * 1000), width: video.width, height: video.height, formatName: info.format?.format_name ?? '', videoCodec: video.codec_name ?? '' };
    } catch {
      return null;
    }
    // The poster: the frame at a tenth of the length (past a black first frame), as JPEG.
    const poster = path.join(dir, 'poster.jpg');
    const at = Math.min(probe.durationMs / 10_000, 1).toFixed(3);
    try {
      await run(FFMPEG, ['-v', 'error', '-protocol_whitelist', 'file', '-ss', at, '-i', file, '-frames:v', '1', '-q:v', '3', '-y', poster], { timeout: LIMIT_MS });
      return { probe, poster: await readFile(poster) };
    } catch {
      return null;
    }
  });
}
