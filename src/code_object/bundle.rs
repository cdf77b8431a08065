//! Fat binaries: clang offload bundles, their compressed form and host ELF
//! files that carry bundles in a `.hip_fatbin` section
//! (`docs/code-objects.md`, "Fat binaries").
//!
//! A fat binary holds one code object per target. [`FatBinary::parse`]
//! finds every bundle and entry without copying the code objects (only a
//! compressed bundle is decompressed, into a buffer of the size its header
//! claims, which is bounded); [`FatBinary::select`] picks the entry a target
//! names (`gfx900`, `gfx900:xnack-`, `fiji`, `gfx9`) and
//! [`FatBinary::bytes`] gives its bytes, which [`super::CodeObject::parse`]
//! reads as usual. The API is small on purpose, for the C and Python bindings.
//!
//! Every offset and size read from the file is checked before use; a fault
//! is a [`BundleError`] naming the file offset where it was found.

use crate::isa::Arch;
use object::{Object as _, ObjectSection as _};
use std::fmt::Write as _;

/// The 24 bytes a clang offload bundle starts with.
pub const BUNDLE_MAGIC: &[u8; 24] = b"__CLANG_OFFLOAD_BUNDLE__";
/// The 4 bytes a compressed bundle starts with.
pub const COMPRESSED_MAGIC: &[u8; 4] = b"CCOB";
/// The section of a host ELF file that holds the bundles.
pub const FATBIN_SECTION: &str = ".hip_fatbin";
/// The most entries one bundle may declare (real ones hold a dozen or two).
pub const MAX_ENTRIES: u64 = 4096;
/// The most bundles one file may hold.
pub const MAX_BUNDLES: usize = 65536;
/// The longest entry id accepted, in bytes.
pub const MAX_ID_LEN: u64 = 1024;
/// The most bytes a compressed bundle may claim to decompress to (a header
/// claiming more is an error, not an allocation).
pub const MAX_DECOMPRESSED: u64 = 512 << 20;

/// Why a fat binary cannot be read, or no code object in it fits a target.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BundleError {
    /// A fault in the file's bytes, at a file offset.
    #[error("offset 0x{offset:x}: {what}")]
    Malformed {
        /// File offset of the faulty field (for a compressed bundle's
        /// contents: the offset of the compressed bundle).
        offset: u64,
        /// What is wrong there.
        what: String,
    },
    /// No target was given, and a fat binary holds several.
    #[error("a fat binary: choose a code object with --target (targets: {available})")]
    NoTarget {
        /// The device targets present, for the message.
        available: String,
    },
    /// No device entry fits the target asked for.
    #[error("no code object for target `{requested}` (targets: {available})")]
    UnknownTarget {
        /// The target as given.
        requested: String,
        /// The device targets present.
        available: String,
    },
    /// Several device entries fit the target asked for.
    #[error("target `{requested}` matches several code objects ({matches}): name one exactly")]
    Ambiguous {
        /// The target as given.
        requested: String,
        /// The entries that fit.
        matches: String,
    },
}

fn bad(offset: u64, what: impl Into<String>) -> BundleError {
    BundleError::Malformed {
        offset,
        what: what.into(),
    }
}

/// The kind of file a fat binary came in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Container {
    /// One or more offload bundles (`__CLANG_OFFLOAD_BUNDLE__` or `CCOB`) as the file itself.
    Bundle,
    /// A host ELF file with a `.hip_fatbin` section.
    HostElf,
}

/// A compression method of a compressed bundle (its header's `method`:
/// LLVM's `compression::Format` numbering).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// 0: zlib stream.
    Zlib,
    /// 1: zstd frame.
    Zstd,
}

/// The header of a compressed bundle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Compression {
    /// Header version: 1 (20 bytes), 2 (24) or 3 (32).
    pub version: u16,
    /// How the bundle is compressed.
    pub method: Method,
    /// The size of the bundle once decompressed.
    pub uncompressed_size: u64,
}

/// One bundle of a fat binary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bundle {
    /// File offset of its magic.
    pub offset: u64,
    /// Bytes it covers in the file.
    pub size: u64,
    /// The compressed header, for a `CCOB` bundle.
    pub compression: Option<Compression>,
}

/// Where an entry's bytes are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Source {
    File,
    Decompressed(usize),
}

/// One entry of a bundle: a code object (or the empty host entry) and its id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The bundle entry id, `KIND-TRIPLE-TARGETID`
    /// (`hipv4-amdgcn-amd-amdhsa--gfx900:xnack-`).
    pub id: String,
    /// Index of its bundle in [`FatBinary::bundles`].
    pub bundle: usize,
    /// Offset of its bytes: in the file, or in the decompressed bundle.
    pub offset: u64,
    /// Its size in bytes.
    pub size: u64,
    source: Source,
}

impl Entry {
    fn parts(&self) -> Vec<&str> {
        self.id.splitn(6, '-').collect()
    }

    /// The offload kind: `host`, `hip`, `hipv4`, `openmp`.
    pub fn kind(&self) -> &str {
        self.parts()[0]
    }

    /// The entry of the host code, never chosen as a code object.
    pub fn is_host(&self) -> bool {
        self.kind() == "host"
    }

    /// An AMDGPU device entry (triple `amdgcn-...`).
    pub fn is_device(&self) -> bool {
        !self.is_host() && self.parts().get(1) == Some(&"amdgcn")
    }

    /// The target id after the triple (`gfx900:xnack-`); empty when there is none.
    /// Both the five-field triple (`amdgcn-amd-amdhsa--gfx900`) and the
    /// older four-field one (`amdgcn-amd-amdhsa-gfx900`) are read.
    pub fn target_id(&self) -> &str {
        let p = self.parts();
        match p.len() {
            6 => p[5],
            5 if p[4].starts_with("gfx") => p[4],
            _ => "",
        }
    }

    /// The processor of the target id (`gfx900`).
    pub fn processor(&self) -> &str {
        self.target_id().split(':').next().unwrap_or("")
    }
}

/// The bundles and entries of a fat binary, borrowing the file's bytes.
#[derive(Clone, Debug)]
pub struct FatBinary<'a> {
    /// The kind of file.
    pub container: Container,
    /// Every bundle, in file order.
    pub bundles: Vec<Bundle>,
    /// Every entry, bundle by bundle, in each bundle's header order.
    pub entries: Vec<Entry>,
    input: &'a [u8],
    decompressed: Vec<Vec<u8>>,
}

/// Whether `bytes` is a fat binary: a bundle, a compressed bundle, or an ELF
/// file of another machine than AMDGPU that has a `.hip_fatbin` section.
pub fn is_fat_binary(bytes: &[u8]) -> bool {
    if bytes.starts_with(BUNDLE_MAGIC) || bytes.starts_with(COMPRESSED_MAGIC) {
        return true;
    }
    bytes.starts_with(b"\x7fELF") && !is_amdgpu_elf(bytes) && fatbin_section(bytes).is_ok()
}

/// `e_machine` (bytes 18-19, in the file's byte order) is AMDGPU (224).
fn is_amdgpu_elf(bytes: &[u8]) -> bool {
    let Some(m) = bytes.get(18..20) else {
        return false;
    };
    let v = match bytes.get(5) {
        Some(2) => u16::from_be_bytes([m[0], m[1]]),
        _ => u16::from_le_bytes([m[0], m[1]]),
    };
    v == 224
}

/// The file range of the `.hip_fatbin` section of a host ELF file.
fn fatbin_section(bytes: &[u8]) -> Result<(u64, u64), BundleError> {
    let file = object::File::parse(bytes).map_err(|e| bad(0, format!("host ELF file: {e}")))?;
    let sec = file
        .section_by_name(FATBIN_SECTION)
        .ok_or_else(|| bad(0, "host ELF file without a .hip_fatbin section"))?;
    sec.file_range().ok_or_else(|| {
        bad(
            0,
            "the .hip_fatbin section has no bytes in the file (SHT_NOBITS)",
        )
    })
}

fn u16_at(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([b[at], b[at + 1]])
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(b[at..at + 4].try_into().unwrap_or([0; 4]))
}

fn u64_at(b: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(b[at..at + 8].try_into().unwrap_or([0; 8]))
}

impl<'a> FatBinary<'a> {
    /// Reads every bundle of `bytes`: a bundle file (one or more bundles one
    /// after the other, zero padding between them allowed) or a host ELF
    /// file's `.hip_fatbin` section (the same, at the section's offset).
    pub fn parse(bytes: &'a [u8]) -> Result<FatBinary<'a>, BundleError> {
        let (container, start, len) = if bytes.starts_with(b"\x7fELF") {
            let (start, len) = fatbin_section(bytes)?;
            (Container::HostElf, start, len)
        } else {
            (Container::Bundle, 0, bytes.len() as u64)
        };
        let end = start
            .checked_add(len)
            .filter(|&e| e <= bytes.len() as u64)
            .ok_or_else(|| {
                bad(
                    start,
                    "the .hip_fatbin section runs past the end of the file",
                )
            })?;
        let mut fat = FatBinary {
            container,
            bundles: Vec::new(),
            entries: Vec::new(),
            input: bytes,
            decompressed: Vec::new(),
        };
        fat.read_region(start as usize, end as usize)?;
        if fat.bundles.is_empty() {
            return Err(bad(
                start,
                "no offload bundle (the region is empty or all zero)",
            ));
        }
        Ok(fat)
    }

    /// Reads the bundles of `input[start..end]`: each starts at the first
    /// non-zero byte after the previous one's end.
    fn read_region(&mut self, start: usize, end: usize) -> Result<(), BundleError> {
        let input = self.input;
        let mut pos = start;
        loop {
            while pos < end && input[pos] == 0 {
                pos += 1;
            }
            if pos >= end {
                return Ok(());
            }
            if self.bundles.len() >= MAX_BUNDLES {
                return Err(bad(pos as u64, format!("more than {MAX_BUNDLES} bundles")));
            }
            let rest = &input[pos..end];
            let size = if rest.starts_with(BUNDLE_MAGIC) {
                let index = self.bundles.len();
                let size = read_entries(
                    rest,
                    pos as u64,
                    None,
                    Source::File,
                    index,
                    &mut self.entries,
                )?;
                self.bundles.push(Bundle {
                    offset: pos as u64,
                    size,
                    compression: None,
                });
                size
            } else if rest.starts_with(COMPRESSED_MAGIC) {
                self.read_compressed(rest, pos as u64)?
            } else {
                let shown: Vec<String> = rest.iter().take(8).map(|b| format!("{b:02x}")).collect();
                return Err(bad(
                    pos as u64,
                    format!(
                        "no offload bundle here (bytes {}; expected `__CLANG_OFFLOAD_BUNDLE__` or `CCOB`)",
                        shown.join(" ")
                    ),
                ));
            };
            pos += size as usize;
        }
    }

    /// Reads a compressed bundle at file offset `at`; returns the bytes it covers.
    fn read_compressed(&mut self, rest: &[u8], at: u64) -> Result<u64, BundleError> {
        let (comp, header, total) = compressed_header(rest, at)?;
        let data = &rest[header as usize..total as usize];
        let out = decompress(comp, data, at)?;
        if !out.starts_with(BUNDLE_MAGIC) {
            return Err(bad(
                at,
                "the compressed bundle does not decompress to an offload bundle (no `__CLANG_OFFLOAD_BUNDLE__`)",
            ));
        }
        let index = self.bundles.len();
        let k = self.decompressed.len();
        read_entries(
            &out,
            0,
            Some(at),
            Source::Decompressed(k),
            index,
            &mut self.entries,
        )?;
        self.decompressed.push(out);
        self.bundles.push(Bundle {
            offset: at,
            size: total,
            compression: Some(comp),
        });
        Ok(total)
    }

    /// The bytes of an entry (of this fat binary).
    pub fn bytes(&self, e: &Entry) -> &[u8] {
        let buf: &[u8] = match e.source {
            Source::File => self.input,
            Source::Decompressed(k) => &self.decompressed[k],
        };
        // Checked in `read_entries`: the range lies inside the buffer.
        &buf[e.offset as usize..(e.offset + e.size) as usize]
    }

    /// The AMDGPU device entries, the ones a target may choose.
    pub fn devices(&self) -> impl Iterator<Item = &Entry> {
        self.entries.iter().filter(|e| e.is_device())
    }

    /// How an entry is named in lists: its target id, and its bundle when
    /// the file holds more than one (`gfx900:xnack-@1`, the spelling
    /// [`FatBinary::select`] accepts).
    pub fn label(&self, e: &Entry) -> String {
        if self.bundles.len() > 1 {
            format!("{}@{}", e.target_id(), e.bundle)
        } else {
            e.target_id().to_string()
        }
    }

    /// The device targets, comma-separated, for messages.
    pub fn target_list(&self) -> String {
        let v: Vec<String> = self.devices().map(|e| self.label(e)).collect();
        if v.is_empty() {
            "none".to_string()
        } else {
            v.join(", ")
        }
    }

    /// The entry `target` chooses (`docs/code-objects.md`, "Fat binaries"):
    /// `None` chooses the only device entry, if there is one. A target is a
    /// target id (`gfx900:xnack-`), a bare processor (`gfx900`, or an LLVM
    /// name such as `fiji`), or a generation (`gfx9`, `gcn1.4`); `@N` after
    /// it keeps to bundle N. An exact target id wins; otherwise the entries
    /// that fit must be exactly one. Host entries are never chosen.
    pub fn select(&self, target: Option<&str>) -> Result<&Entry, BundleError> {
        let Some(target) = target else {
            let mut d = self.devices();
            return match (d.next(), d.next()) {
                (Some(e), None) => Ok(e),
                _ => Err(BundleError::NoTarget {
                    available: self.target_list(),
                }),
            };
        };
        let unknown = || BundleError::UnknownTarget {
            requested: target.to_string(),
            available: self.target_list(),
        };
        let (spec, bundle) = match target.rsplit_once('@') {
            Some((s, n)) => (s, Some(n.parse::<usize>().map_err(|_| unknown())?)),
            None => (target, None),
        };
        let want = Request::parse(spec);
        let pool: Vec<&Entry> = self
            .devices()
            .filter(|e| bundle.is_none_or(|b| e.bundle == b))
            .collect();
        let exact: Vec<&Entry> = pool
            .iter()
            .copied()
            .filter(|e| e.target_id() == want.id)
            .collect();
        let fits: Vec<&Entry> = if exact.is_empty() {
            pool.into_iter().filter(|e| want.fits(e)).collect()
        } else {
            exact
        };
        match fits.as_slice() {
            [] => Err(unknown()),
            [one] => Ok(one),
            many => Err(BundleError::Ambiguous {
                requested: target.to_string(),
                matches: many
                    .iter()
                    .map(|e| self.label(e))
                    .collect::<Vec<_>>()
                    .join(", "),
            }),
        }
    }

    /// A text listing of the bundles and entries, for `gcnjit info`.
    pub fn describe(&self) -> String {
        let mut s = String::new();
        for (i, b) in self.bundles.iter().enumerate() {
            let how = match b.compression {
                None => String::new(),
                Some(c) => format!(
                    ", compressed (CCOB v{}, {:?}, 0x{:x} bytes decompressed)",
                    c.version, c.method, c.uncompressed_size
                ),
            };
            let _ = writeln!(
                s,
                "bundle {i} at 0x{:x}, size 0x{:x}{how}:",
                b.offset, b.size
            );
            for e in self.entries.iter().filter(|e| e.bundle == i) {
                let _ = writeln!(
                    s,
                    "  {:<44} offset 0x{:08x} size 0x{:x}",
                    e.id, e.offset, e.size
                );
            }
        }
        s
    }
}

/// What a target string asks for.
struct Request {
    /// The target id with an LLVM processor alias replaced by its gfx name.
    id: String,
    /// Its processor part.
    processor: String,
    /// Its features (`xnack-`), each a name and a sign.
    features: Vec<String>,
    /// A generation (`gfx9`) rather than a processor.
    arch: Option<Arch>,
}

impl Request {
    fn parse(s: &str) -> Request {
        let s = s.trim().to_ascii_lowercase();
        let mut parts = s.split(':');
        let head = parts.next().unwrap_or("");
        let features: Vec<String> = parts.map(str::to_string).collect();
        let processor = crate::isa::arch::processor_alias(head)
            .unwrap_or(head)
            .to_string();
        let is_processor = processor.starts_with("gfx") && processor.len() > 4;
        let arch = if is_processor {
            None
        } else {
            head.parse::<Arch>().ok()
        };
        let mut id = processor.clone();
        for f in &features {
            id.push(':');
            id.push_str(f);
        }
        Request {
            id,
            processor,
            features,
            arch,
        }
    }

    /// Whether entry `e` fits: same generation for a generation; same
    /// processor for a bare processor; with features, each feature the entry
    /// sets must be asked for with the same sign (an entry without a
    /// feature runs with either setting).
    fn fits(&self, e: &Entry) -> bool {
        if let Some(a) = self.arch {
            return crate::isa::arch::Processor::from_name(e.processor())
                .is_some_and(|p| p.arch == a);
        }
        if e.processor() != self.processor {
            return false;
        }
        if self.features.is_empty() {
            return true;
        }
        e.target_id()
            .split(':')
            .skip(1)
            .all(|f| self.features.iter().any(|w| w == f))
    }
}

/// Reads a plain bundle's header from `b` (which starts with the magic and
/// ends where the region does) and appends its entries. `base` is the file
/// offset of `b`; for a decompressed bundle `ccob` is the file offset of the
/// compressed one, which errors name. Returns the bytes the bundle covers.
fn read_entries(
    b: &[u8],
    base: u64,
    ccob: Option<u64>,
    source: Source,
    bundle: usize,
    out: &mut Vec<Entry>,
) -> Result<u64, BundleError> {
    let err = |rel: usize, what: String| match ccob {
        None => bad(base + rel as u64, what),
        Some(at) => bad(at, format!("decompressed bundle, offset 0x{rel:x}: {what}")),
    };
    let len = b.len();
    if len < 32 {
        return Err(err(
            24,
            format!("bundle header truncated: {len} bytes, the entry count needs 32"),
        ));
    }
    let count = u64_at(b, 24);
    if count > MAX_ENTRIES {
        return Err(err(
            24,
            format!("{count} entries declared (at most {MAX_ENTRIES} accepted)"),
        ));
    }
    let mut p = 32usize;
    let mut spans: Vec<(u64, u64, usize)> = Vec::new();
    let first = out.len();
    for i in 0..count as usize {
        if len - p < 24 {
            return Err(err(
                p,
                format!("entry {i} truncated: its offset, size and id length need 24 bytes"),
            ));
        }
        let (off, size, id_len) = (u64_at(b, p), u64_at(b, p + 8), u64_at(b, p + 16));
        if id_len == 0 || id_len > MAX_ID_LEN {
            return Err(err(
                p + 16,
                format!("entry {i}: id length {id_len} (1..{MAX_ID_LEN} accepted)"),
            ));
        }
        let id_at = p + 24;
        if ((len - id_at) as u64) < id_len {
            return Err(err(
                id_at,
                format!("entry {i}: id of {id_len} bytes runs past the end"),
            ));
        }
        let id_bytes = &b[id_at..id_at + id_len as usize];
        let id = std::str::from_utf8(id_bytes)
            .map_err(|_| err(id_at, format!("entry {i}: id is not UTF-8")))?
            .to_string();
        if off.checked_add(size).is_none_or(|e| e > len as u64) {
            return Err(err(
                p,
                format!(
                    "entry {i} ({id}): offset 0x{off:x} size 0x{size:x} runs past the end (0x{len:x} bytes from the bundle start)"
                ),
            ));
        }
        if out[first..].iter().any(|e| e.id == id) {
            return Err(err(id_at, format!("entry {i}: id {id} appears twice")));
        }
        spans.push((off, size, p));
        out.push(Entry {
            id,
            bundle,
            offset: off + base,
            size,
            source,
        });
        p = id_at + id_len as usize;
    }
    check_spans(&mut spans, p as u64, &err)?;
    let end = spans.iter().map(|s| s.0 + s.1).fold(p as u64, u64::max);
    Ok(end)
}

/// Entries with bytes must lie after the header and not overlap.
fn check_spans(
    spans: &mut [(u64, u64, usize)],
    header_end: u64,
    err: &dyn Fn(usize, String) -> BundleError,
) -> Result<(), BundleError> {
    spans.sort();
    let mut prev: Option<(u64, u64, usize)> = None;
    for &(off, size, at) in spans.iter().filter(|s| s.1 > 0) {
        if off < header_end {
            return Err(err(
                at,
                format!("entry bytes at 0x{off:x} overlap the bundle header (which ends at 0x{header_end:x})"),
            ));
        }
        if let Some((po, ps, _)) = prev {
            if off < po + ps {
                return Err(err(
                    at,
                    format!(
                        "entry bytes at 0x{off:x} overlap the entry at 0x{po:x} (size 0x{ps:x})"
                    ),
                ));
            }
        }
        prev = Some((off, size, at));
    }
    Ok(())
}

/// Reads a compressed bundle's header (clang's `OffloadBundler.cpp`:
/// `CCOB`, u16 version, u16 method, then v1: u32 uncompressed size, u64
/// hash; v2: u32 total size, u32 uncompressed size, u64 hash; v3: u64 total
/// size, u64 uncompressed size, u64 hash). Returns the header, its length and
/// the bytes the bundle covers (v1 records no total: it runs to the next
/// `CCOB` or the end, as clang reads it).
fn compressed_header(rest: &[u8], at: u64) -> Result<(Compression, u64, u64), BundleError> {
    if rest.len() < 8 {
        return Err(bad(
            at,
            format!("compressed bundle header truncated: {} bytes", rest.len()),
        ));
    }
    let version = u16_at(rest, 4);
    let header: usize = match version {
        1 => 20,
        2 => 24,
        3 => 32,
        v => {
            return Err(bad(
                at + 4,
                format!("compressed bundle version {v} (1, 2 and 3 are known)"),
            ))
        }
    };
    if rest.len() < header {
        return Err(bad(
            at,
            format!(
                "compressed bundle v{version} header truncated: {} of {header} bytes",
                rest.len()
            ),
        ));
    }
    let method = match u16_at(rest, 6) {
        0 => Method::Zlib,
        1 => Method::Zstd,
        m => {
            return Err(bad(
                at + 6,
                format!("compression method {m} (0 zlib and 1 zstd are known)"),
            ))
        }
    };
    let (total, uncompressed) = match version {
        1 => {
            let next = rest[4..]
                .windows(4)
                .position(|w| w == COMPRESSED_MAGIC)
                .map_or(rest.len(), |p| p + 4);
            (next as u64, u32_at(rest, 8) as u64)
        }
        2 => (u32_at(rest, 8) as u64, u32_at(rest, 12) as u64),
        _ => (u64_at(rest, 8), u64_at(rest, 16)),
    };
    if total < header as u64 || total > rest.len() as u64 {
        return Err(bad(
            at + 8,
            format!(
                "compressed bundle total size 0x{total:x}: must cover its {header}-byte header and end within the 0x{:x} bytes left",
                rest.len()
            ),
        ));
    }
    if uncompressed > MAX_DECOMPRESSED {
        return Err(bad(
            at,
            format!("compressed bundle claims 0x{uncompressed:x} bytes decompressed (at most 0x{MAX_DECOMPRESSED:x} accepted)"),
        ));
    }
    let comp = Compression {
        version,
        method,
        uncompressed_size: uncompressed,
    };
    Ok((comp, header as u64, total))
}

/// Decompresses `data` to exactly the size the header claims, never more.
fn decompress(c: Compression, data: &[u8], at: u64) -> Result<Vec<u8>, BundleError> {
    let want = c.uncompressed_size as usize;
    let out = match c.method {
        Method::Zlib => miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(data, want)
            .map_err(|e| {
                bad(
                    at,
                    format!("zlib data does not decompress to the 0x{want:x} bytes claimed: {e}"),
                )
            })?,
        Method::Zstd => {
            use std::io::Read as _;
            let dec = ruzstd::decoding::StreamingDecoder::new(data)
                .map_err(|e| bad(at, format!("zstd frame: {e}")))?;
            let mut out = Vec::new();
            dec.take(want as u64 + 1)
                .read_to_end(&mut out)
                .map_err(|e| bad(at, format!("zstd data: {e}")))?;
            out
        }
    };
    if out.len() != want {
        return Err(bad(
            at,
            format!(
                "decompressed to 0x{:x} bytes, the header claims 0x{want:x}",
                out.len()
            ),
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests;
