import { execFile } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';

/** The W3C Nu HTML checker of the `vnu-jar` devDependency (run with the machine's Java, 11 or newer). */
export const VNU_JAR = path.join(__dirname, '..', '..', 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

const reportSchema = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      subType: z.string().optional(),
      url: z.string().optional(),
      lastLine: z.number().optional(),
      message: z.string(),
      extract: z.string().optional(),
    }),
  ),
});

/** One error of the checker: the file's name, the line, the message and a piece of the markup around it. */
export type NuError = { file: string; line: number | null; message: string; extract: string };

/**
 * Checks HTML files with the Nu checker in ONE Java start (it takes a second or two), and answers its errors; warnings
 * and notes do not count. A checker that cannot run (no Java, no jar) or answers something else throws.
 */
export async function nuErrors(files: readonly string[]): Promise<NuError[]> {
  if (files.length === 0) return [];
  const output = await new Promise<string>((resolve, reject) => {
    // Exit status 1 means 'errors found': the JSON report on stderr says which.
    execFile('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`Nu checker did not run: ${error.message}\n${stderr}`));
      else resolve(stderr);
    });
  });
  const report = reportSchema.parse(JSON.parse(output));
  return report.messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => ({
      file: path.basename(decodeURIComponent(message.url ?? '')),
      line: message.lastLine ?? null,
      message: message.message,
      extract: (message.extract ?? '').slice(0, 160),
    }));
}
