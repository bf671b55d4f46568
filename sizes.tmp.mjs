import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer } from "source-map-js";
const dist = "dist";
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, "utf8"));
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const routeKey = Object.keys(manifest).find((k) => new RegExp("^src/client/routes/(?:_[\\w-]+/)*" + (process.argv[2] ?? "index.tsx") + "\\?tsr-split").test(k));
const seen = new Set();
const walk = (k) => { if (seen.has(k)) return; seen.add(k); for (const i of manifest[k].imports ?? []) walk(i); };
[entry, "src/client/start.tsx", routeKey].forEach(walk);
const bySource = new Map();
let total = 0;
for (const k of seen) {
  const file = manifest[k].file; if (!file.endsWith(".js")) continue;
  const code = readFileSync(`${dist}/${file}`, "utf8");
  const gz = gzipSync(code, { level: 9 }).length; total += gz;
  let map; try { map = new SourceMapConsumer(JSON.parse(readFileSync(`${dist}/${file}.map`, "utf8"))); } catch { bySource.set(file, (bySource.get(file)??0)+gz); continue; }
  const lines = code.split("\n");
  const counts = new Map(); let chars = 0;
  lines.forEach((line, li) => {
    let last = null, lastCol = 0;
    for (let c = 0; c < line.length; c += 1) {
      if (c === 0 || c % 1 === 0) {}
    }
  });
  // coarse: iterate mappings
  const segs = [];
  map.eachMapping((m) => segs.push(m));
  segs.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
  for (let i=0;i<segs.length;i++){ const s=segs[i], n=segs[i+1];
    const line = lines[s.generatedLine-1]??"";
    const end = n && n.generatedLine===s.generatedLine ? n.generatedColumn : line.length;
    const len = end - s.generatedColumn; chars += len;
    const src = (s.source??"?").replace(/.*node_modules\//,"nm:").replace(/.*\/src\//,"src/");
    counts.set(src,(counts.get(src)??0)+len);
  }
  for (const [src,n] of counts) bySource.set(src,(bySource.get(src)??0)+ n/code.length*gz);
}
const agg = new Map();
for (const [src,n] of bySource){ const key = src.startsWith("nm:") ? src.split("/").slice(0, src.startsWith("nm:@")?2:1).join("/") : src; agg.set(key,(agg.get(key)??0)+n);}
console.log("total", (total/1024).toFixed(1));
[...agg].sort((a,b)=>b[1]-a[1]).slice(0, Number(process.argv[3] ?? 45)).forEach(([k,v])=>console.log((v/1024).toFixed(2).padStart(7), k));
