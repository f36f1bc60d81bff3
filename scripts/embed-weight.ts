/** `pnpm embed:weight`: the gzip size of everything the results embed may load, against its budget. */
import { EMBED_BUDGET_BYTES, measureEmbedWeight } from '@runoff/harness/embed-weight';

const weight = measureEmbedWeight();
const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
for (const file of weight.files) console.log(`${file.file.padEnd(40)} ${kB(file.bytes).padStart(10)} ${kB(file.gzipBytes).padStart(10)} gzip`);
console.log(`${'everything the embed may load'.padEnd(40)} ${''.padStart(10)} ${kB(weight.gzipBytes).padStart(10)} gzip (budget ${kB(EMBED_BUDGET_BYTES)})`);
if (weight.gzipBytes > EMBED_BUDGET_BYTES) process.exitCode = 1;
