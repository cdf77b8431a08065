//! Kernel metadata: the `NT_AMDGPU_METADATA` note of code objects v3, v4
//! and v5 (`docs/code-objects.md`, "Kernel metadata").
//!
//! The note (owner `AMDGPU`, type 32) holds one MessagePack map. It says what
//! the kernel descriptor does not: each kernel's arguments (offset, size,
//! kind, address space), its register counts and workgroup size limits, and
//! the code object's target and version. [`Metadata::parse`] reads it into
//! typed fields; keys this reader does not know are kept in `other`, so
//! nothing in the note is lost, and a note that is not well formed is an
//! error naming the byte offset or the key, never a panic. The same reader
//! serves `gcnjit info`, kernel launches and the Python module.

use rmpv::Value;
use std::fmt;

/// `n_type` of the metadata note (AMDGPUUsage, "Code Object V3 and Later Note Records").
pub const NT_AMDGPU_METADATA: u32 = 32;

/// The note's owner name, without the terminating NUL.
pub const NOTE_OWNER: &[u8] = b"AMDGPU";

/// Nesting deeper than this is refused: real metadata is four levels deep,
/// and the bound keeps the decoder's recursion small on hostile input.
const MAX_DEPTH: usize = 64;

/// Why a metadata note cannot be read: where (`at`: a byte offset or a key
/// path such as `amdhsa.kernels[0].args[1].size`) and what.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("metadata note: {at}: {why}")]
pub struct MetaError {
    /// The file offset (`offset 0x..`) or key path of the fault.
    pub at: String,
    /// What is wrong there.
    pub why: String,
}

fn err(at: impl Into<String>, why: impl Into<String>) -> MetaError {
    MetaError {
        at: at.into(),
        why: why.into(),
    }
}

/// The whole metadata map of one code object.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Metadata {
    /// `amdhsa.version`: [major, minor] (1.0 is v3, 1.1 v4, 1.2 v5).
    pub version: Option<Vec<u64>>,
    /// `amdhsa.target`: the target ID, such as `amdgcn-amd-amdhsa--gfx900:xnack-`.
    pub target: Option<String>,
    /// `amdhsa.printf`: the printf format strings, as the compiler encodes them.
    pub printf: Vec<String>,
    /// `amdhsa.kernels`, in note order.
    pub kernels: Vec<KernelMeta>,
    /// Top-level keys this reader does not interpret, in note order.
    pub other: Vec<(String, Value)>,
}

/// One entry of `amdhsa.kernels`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct KernelMeta {
    /// `.name`: the source-level kernel name.
    pub name: String,
    /// `.symbol`: the kernel descriptor's symbol (`NAME.kd`).
    pub symbol: String,
    /// `.language` (`OpenCL C`, `HIP`, ...).
    pub language: Option<String>,
    /// `.language_version`: [major, minor].
    pub language_version: Option<Vec<u64>>,
    /// `.args`, in kernarg order.
    pub args: Vec<KernelArg>,
    /// `.kernarg_segment_size`: bytes of the kernel argument segment.
    pub kernarg_segment_size: Option<u64>,
    /// `.kernarg_segment_align`: its alignment in bytes.
    pub kernarg_segment_align: Option<u64>,
    /// `.group_segment_fixed_size`: LDS bytes per workgroup.
    pub group_segment_fixed_size: Option<u64>,
    /// `.private_segment_fixed_size`: scratch bytes per work-item.
    pub private_segment_fixed_size: Option<u64>,
    /// `.wavefront_size`: 64 on gfx6-gfx9.
    pub wavefront_size: Option<u64>,
    /// `.sgpr_count`: scalar registers used.
    pub sgpr_count: Option<u64>,
    /// `.vgpr_count`: vector registers used.
    pub vgpr_count: Option<u64>,
    /// `.agpr_count`: accumulation registers used (gfx908, gfx90a).
    pub agpr_count: Option<u64>,
    /// `.sgpr_spill_count`: scalar registers spilled.
    pub sgpr_spill_count: Option<u64>,
    /// `.vgpr_spill_count`: vector registers spilled.
    pub vgpr_spill_count: Option<u64>,
    /// `.max_flat_workgroup_size`: the most work-items a workgroup may have.
    pub max_flat_workgroup_size: Option<u64>,
    /// `.reqd_workgroup_size`: the workgroup size the kernel requires.
    pub reqd_workgroup_size: Option<Vec<u64>>,
    /// `.workgroup_size_hint`: the size the kernel was tuned for.
    pub workgroup_size_hint: Option<Vec<u64>>,
    /// `.vec_type_hint`: OpenCL's `vec_type_hint` attribute.
    pub vec_type_hint: Option<String>,
    /// `.device_enqueue_symbol`: the symbol device-side enqueue uses.
    pub device_enqueue_symbol: Option<String>,
    /// `.uniform_work_group_size`: 1 when every workgroup is full.
    pub uniform_work_group_size: Option<u64>,
    /// `.uses_dynamic_stack`: the stack size is not known at compile time.
    pub uses_dynamic_stack: Option<bool>,
    /// `.workgroup_processor_mode` (gfx10 and later).
    pub workgroup_processor_mode: Option<u64>,
    /// `.kind` (`normal`, `init`, `fini`).
    pub kind: Option<String>,
    /// Kernel keys this reader does not interpret, in note order.
    pub other: Vec<(String, Value)>,
}

/// What an argument is, from `.value_kind`. The `hidden_*` kinds are the
/// arguments the runtime fills in after the explicit ones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueKind {
    /// Copied by value into the kernarg segment.
    ByValue,
    /// A pointer to global memory.
    GlobalBuffer,
    /// A pointer to dynamically sized LDS.
    DynamicSharedPointer,
    /// An image sampler handle.
    Sampler,
    /// An image handle.
    Image,
    /// A pipe.
    Pipe,
    /// A device-enqueue queue.
    Queue,
    /// One of the `hidden_*` kinds, by its name without the prefix
    /// (`global_offset_x`, `printf_buffer`, `block_count_x`, `none`, ...).
    Hidden(String),
    /// A kind this reader does not know, as written.
    Other(String),
}

/// The hidden argument kinds LLVM knows (code object v3 to v5).
const HIDDEN_KINDS: &[&str] = &[
    "global_offset_x",
    "global_offset_y",
    "global_offset_z",
    "none",
    "printf_buffer",
    "hostcall_buffer",
    "default_queue",
    "completion_action",
    "multigrid_sync_arg",
    "block_count_x",
    "block_count_y",
    "block_count_z",
    "group_size_x",
    "group_size_y",
    "group_size_z",
    "remainder_x",
    "remainder_y",
    "remainder_z",
    "grid_dims",
    "heap_v1",
    "dynamic_lds_size",
    "private_base",
    "shared_base",
    "queue_ptr",
];

impl ValueKind {
    /// The kind `.value_kind` names.
    pub fn from_name(s: &str) -> ValueKind {
        match s {
            "by_value" => ValueKind::ByValue,
            "global_buffer" => ValueKind::GlobalBuffer,
            "dynamic_shared_pointer" => ValueKind::DynamicSharedPointer,
            "sampler" => ValueKind::Sampler,
            "image" => ValueKind::Image,
            "pipe" => ValueKind::Pipe,
            "queue" => ValueKind::Queue,
            _ => match s.strip_prefix("hidden_") {
                Some(h) if HIDDEN_KINDS.contains(&h) => ValueKind::Hidden(h.to_string()),
                _ => ValueKind::Other(s.to_string()),
            },
        }
    }

    /// The `.value_kind` spelling.
    pub fn name(&self) -> String {
        match self {
            ValueKind::ByValue => "by_value".into(),
            ValueKind::GlobalBuffer => "global_buffer".into(),
            ValueKind::DynamicSharedPointer => "dynamic_shared_pointer".into(),
            ValueKind::Sampler => "sampler".into(),
            ValueKind::Image => "image".into(),
            ValueKind::Pipe => "pipe".into(),
            ValueKind::Queue => "queue".into(),
            ValueKind::Hidden(h) => format!("hidden_{h}"),
            ValueKind::Other(s) => s.clone(),
        }
    }

    /// A `hidden_*` argument, filled in by the runtime rather than the caller.
    pub fn is_hidden(&self) -> bool {
        matches!(self, ValueKind::Hidden(_))
    }
}

impl fmt::Display for ValueKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// One entry of a kernel's `.args`.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelArg {
    /// `.name`: the source-level name, when the compiler kept it.
    pub name: Option<String>,
    /// `.type_name`: the source-level type, when kept.
    pub type_name: Option<String>,
    /// `.offset`: byte offset in the kernarg segment.
    pub offset: u64,
    /// `.size`: bytes it takes there.
    pub size: u64,
    /// `.value_kind`.
    pub value_kind: ValueKind,
    /// `.address_space` of a pointer (`global`, `constant`, `local`, ...).
    pub address_space: Option<String>,
    /// `.pointee_align` of a `dynamic_shared_pointer`.
    pub pointee_align: Option<u64>,
    /// `.access`: the access the source declares (`read_only`, ...).
    pub access: Option<String>,
    /// `.actual_access`: the access the compiler found.
    pub actual_access: Option<String>,
    /// `.is_const`.
    pub is_const: Option<bool>,
    /// `.is_volatile`.
    pub is_volatile: Option<bool>,
    /// `.is_restrict`.
    pub is_restrict: Option<bool>,
    /// `.is_pipe`.
    pub is_pipe: Option<bool>,
    /// Argument keys this reader does not interpret, in note order.
    pub other: Vec<(String, Value)>,
}

impl Metadata {
    /// Reads the MessagePack `desc` of a metadata note; `base` is the file
    /// offset of its first byte, for messages.
    pub fn parse(desc: &[u8], base: u64) -> Result<Metadata, MetaError> {
        let mut rd = std::io::Cursor::new(desc);
        let root = rmpv::decode::read_value_with_max_depth(&mut rd, MAX_DEPTH).map_err(|e| {
            err(
                format!("offset 0x{:x}", base + rd.position()),
                format!("not MessagePack: {e}"),
            )
        })?;
        let used = rd.position();
        // The note's own padding may follow the map as zero bytes.
        if desc[used as usize..].iter().any(|&b| b != 0) {
            return Err(err(
                format!("offset 0x{:x}", base + used),
                "bytes after the metadata map",
            ));
        }
        Self::from_value(&root)
    }

    /// The typed view of a decoded metadata map.
    pub fn from_value(root: &Value) -> Result<Metadata, MetaError> {
        let mut m = Metadata::default();
        for (k, v) in entries(root, "the metadata root")? {
            match k.as_str() {
                "amdhsa.version" => m.version = Some(uints(v, &k)?),
                "amdhsa.target" => m.target = Some(string(v, &k)?),
                "amdhsa.printf" => {
                    m.printf = array(v, &k)?
                        .iter()
                        .enumerate()
                        .map(|(i, s)| string(s, &format!("{k}[{i}]")))
                        .collect::<Result<_, _>>()?
                }
                "amdhsa.kernels" => {
                    for (i, kv) in array(v, &k)?.iter().enumerate() {
                        m.kernels.push(kernel(kv, &format!("amdhsa.kernels[{i}]"))?);
                    }
                }
                _ => m.other.push((k, v.clone())),
            }
        }
        Ok(m)
    }

    /// The entry of the kernel whose descriptor is `symbol`, else whose
    /// `.name` is `name`.
    pub fn kernel(&self, name: &str) -> Option<&KernelMeta> {
        let kd = format!("{name}.kd");
        self.kernels
            .iter()
            .find(|k| k.symbol == kd)
            .or_else(|| self.kernels.iter().find(|k| k.name == name))
    }
}

/// A map's entries by key text. Keys are strings in every note a compiler
/// writes; any other key (an assembler document may type `12:` as an
/// integer) is kept under its text so that nothing is dropped.
fn entries<'a>(v: &'a Value, at: &str) -> Result<Vec<(String, &'a Value)>, MetaError> {
    let Value::Map(m) = v else {
        return Err(err(at, format!("expected a map, found {}", kind(v))));
    };
    Ok(m.iter()
        .map(|(k, v)| (k.as_str().map_or_else(|| k.to_string(), str::to_string), v))
        .collect())
}

fn kind(v: &Value) -> &'static str {
    match v {
        Value::Nil => "nil",
        Value::Boolean(_) => "a boolean",
        Value::Integer(_) => "an integer",
        Value::F32(_) | Value::F64(_) => "a float",
        Value::String(_) => "a string",
        Value::Binary(_) => "binary data",
        Value::Array(_) => "an array",
        Value::Map(_) => "a map",
        Value::Ext(..) => "an extension value",
    }
}

fn array<'a>(v: &'a Value, at: &str) -> Result<&'a [Value], MetaError> {
    match v {
        Value::Array(a) => Ok(a),
        _ => Err(err(at, format!("expected an array, found {}", kind(v)))),
    }
}

fn uint(v: &Value, at: &str) -> Result<u64, MetaError> {
    v.as_u64().ok_or_else(|| {
        err(
            at,
            format!("expected an unsigned integer, found {}", show(v)),
        )
    })
}

fn uints(v: &Value, at: &str) -> Result<Vec<u64>, MetaError> {
    array(v, at)?
        .iter()
        .enumerate()
        .map(|(i, x)| uint(x, &format!("{at}[{i}]")))
        .collect()
}

fn string(v: &Value, at: &str) -> Result<String, MetaError> {
    match v {
        Value::String(s) => s
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| err(at, "string is not UTF-8")),
        _ => Err(err(at, format!("expected a string, found {}", show(v)))),
    }
}

fn boolean(v: &Value, at: &str) -> Result<bool, MetaError> {
    v.as_bool()
        .ok_or_else(|| err(at, format!("expected a boolean, found {}", show(v))))
}

/// A value for a message: small scalars as written, others by kind.
fn show(v: &Value) -> String {
    match v {
        Value::Integer(_) | Value::Boolean(_) | Value::Nil => format!("{v}"),
        Value::String(s) => match s.as_str() {
            Some(t) if t.len() <= 40 => format!("the string {t:?}"),
            _ => "a string".into(),
        },
        _ => kind(v).into(),
    }
}

fn kernel(v: &Value, at: &str) -> Result<KernelMeta, MetaError> {
    let mut k = KernelMeta::default();
    let (mut name, mut symbol) = (None, None);
    for (key, v) in entries(v, at)? {
        let p = format!("{at}{key}");
        let u = || uint(v, &p).map(Some);
        match key.as_str() {
            ".name" => name = Some(string(v, &p)?),
            ".symbol" => symbol = Some(string(v, &p)?),
            ".language" => k.language = Some(string(v, &p)?),
            ".language_version" => k.language_version = Some(uints(v, &p)?),
            ".args" => {
                for (i, a) in array(v, &p)?.iter().enumerate() {
                    k.args.push(arg(a, &format!("{p}[{i}]"))?);
                }
            }
            ".kernarg_segment_size" => k.kernarg_segment_size = u()?,
            ".kernarg_segment_align" => k.kernarg_segment_align = u()?,
            ".group_segment_fixed_size" => k.group_segment_fixed_size = u()?,
            ".private_segment_fixed_size" => k.private_segment_fixed_size = u()?,
            ".wavefront_size" => k.wavefront_size = u()?,
            ".sgpr_count" => k.sgpr_count = u()?,
            ".vgpr_count" => k.vgpr_count = u()?,
            ".agpr_count" => k.agpr_count = u()?,
            ".sgpr_spill_count" => k.sgpr_spill_count = u()?,
            ".vgpr_spill_count" => k.vgpr_spill_count = u()?,
            ".max_flat_workgroup_size" => k.max_flat_workgroup_size = u()?,
            ".reqd_workgroup_size" => k.reqd_workgroup_size = Some(uints(v, &p)?),
            ".workgroup_size_hint" => k.workgroup_size_hint = Some(uints(v, &p)?),
            ".vec_type_hint" => k.vec_type_hint = Some(string(v, &p)?),
            ".device_enqueue_symbol" => k.device_enqueue_symbol = Some(string(v, &p)?),
            ".uniform_work_group_size" => k.uniform_work_group_size = u()?,
            ".uses_dynamic_stack" => k.uses_dynamic_stack = Some(boolean(v, &p)?),
            ".workgroup_processor_mode" => k.workgroup_processor_mode = u()?,
            ".kind" => k.kind = Some(string(v, &p)?),
            _ => k.other.push((key, v.clone())),
        }
    }
    k.name = name.ok_or_else(|| err(at, "no .name"))?;
    k.symbol = symbol.ok_or_else(|| err(at, "no .symbol"))?;
    Ok(k)
}

fn arg(v: &Value, at: &str) -> Result<KernelArg, MetaError> {
    let mut a = KernelArg {
        name: None,
        type_name: None,
        offset: 0,
        size: 0,
        value_kind: ValueKind::Other(String::new()),
        address_space: None,
        pointee_align: None,
        access: None,
        actual_access: None,
        is_const: None,
        is_volatile: None,
        is_restrict: None,
        is_pipe: None,
        other: Vec::new(),
    };
    let (mut offset, mut size, mut value_kind) = (None, None, None);
    for (key, v) in entries(v, at)? {
        let p = format!("{at}{key}");
        let s = || string(v, &p).map(Some);
        let b = || boolean(v, &p).map(Some);
        match key.as_str() {
            ".name" => a.name = s()?,
            ".type_name" => a.type_name = s()?,
            ".offset" => offset = Some(uint(v, &p)?),
            ".size" => size = Some(uint(v, &p)?),
            ".value_kind" => value_kind = Some(ValueKind::from_name(&string(v, &p)?)),
            ".address_space" => a.address_space = s()?,
            ".pointee_align" => a.pointee_align = Some(uint(v, &p)?),
            ".access" => a.access = s()?,
            ".actual_access" => a.actual_access = s()?,
            ".is_const" => a.is_const = b()?,
            ".is_volatile" => a.is_volatile = b()?,
            ".is_restrict" => a.is_restrict = b()?,
            ".is_pipe" => a.is_pipe = b()?,
            _ => a.other.push((key, v.clone())),
        }
    }
    a.offset = offset.ok_or_else(|| err(at, "no .offset"))?;
    a.size = size.ok_or_else(|| err(at, "no .size"))?;
    a.value_kind = value_kind.ok_or_else(|| err(at, "no .value_kind"))?;
    Ok(a)
}

/// A decoded MessagePack value as JSON, for `info --json` and the Python
/// module: integers stay integers, binary data becomes an array of bytes,
/// a map with non-string keys uses their text.
pub fn to_json(v: &Value) -> serde_json::Value {
    use serde_json::Value as J;
    match v {
        Value::Nil => J::Null,
        Value::Boolean(b) => J::Bool(*b),
        Value::Integer(i) => match (i.as_u64(), i.as_i64()) {
            (Some(u), _) => J::from(u),
            (_, Some(s)) => J::from(s),
            _ => J::Null,
        },
        Value::F32(f) => J::from(*f as f64),
        Value::F64(f) => J::from(*f),
        Value::String(s) => J::String(s.as_str().unwrap_or("").to_string()),
        Value::Binary(b) | Value::Ext(_, b) => J::from(b.clone()),
        Value::Array(a) => J::Array(a.iter().map(to_json).collect()),
        Value::Map(m) => J::Object(
            m.iter()
                .map(|(k, v)| {
                    let key = k.as_str().map_or_else(|| k.to_string(), str::to_string);
                    (key, to_json(v))
                })
                .collect(),
        ),
    }
}

/// Finds the metadata notes in the bytes of a `SHT_NOTE` section at file
/// offset `base` with alignment `align` and reads the first one; other notes
/// are skipped (they carry other information, such as a build ID).
pub fn from_note_section(
    data: &[u8],
    base: u64,
    align: u64,
) -> Result<Option<Metadata>, MetaError> {
    let pad = if align == 8 { 8 } else { 4 };
    let mut off = 0usize;
    let mut found = None;
    while off < data.len() {
        let at = |o: usize| format!("offset 0x{:x}", base + o as u64);
        let word = |o: usize| {
            data.get(o..o + 4)
                .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize)
        };
        let (Some(namesz), Some(descsz), Some(ty)) = (word(off), word(off + 4), word(off + 8))
        else {
            return Err(err(at(off), "truncated note header"));
        };
        let name_at = off + 12;
        let desc_at = name_at.checked_add(namesz.next_multiple_of(pad));
        let end = desc_at.and_then(|d| d.checked_add(descsz));
        let (Some(desc_at), Some(end)) = (desc_at, end.filter(|&e| e <= data.len())) else {
            return Err(err(
                at(off),
                format!("note of name size {namesz} and data size {descsz} runs past its section"),
            ));
        };
        let name = &data[name_at..name_at + namesz];
        let name = name.strip_suffix(&[0]).unwrap_or(name);
        if name == NOTE_OWNER && ty as u32 == NT_AMDGPU_METADATA && found.is_none() {
            found = Some(Metadata::parse(&data[desc_at..end], base + desc_at as u64)?);
        } else if name == NOTE_OWNER && ty as u32 == NT_AMDGPU_METADATA {
            return Err(err(at(off), "a second metadata note"));
        }
        off = end.next_multiple_of(pad);
    }
    Ok(found)
}

impl Metadata {
    /// The JSON object `gcnjit info --json` prints under `metadata` (and the
    /// Python module returns): every typed field by its key without the
    /// leading dot, absent ones as `null`, unknown keys under `other`.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "version": self.version,
            "target": self.target,
            "printf": self.printf,
            "kernels": self.kernels.iter().map(KernelMeta::to_json).collect::<Vec<_>>(),
            "other": other_json(&self.other),
        })
    }
}

impl KernelMeta {
    /// This kernel's entry of [`Metadata::to_json`].
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "name": self.name,
            "symbol": self.symbol,
            "language": self.language,
            "language_version": self.language_version,
            "args": self.args.iter().map(KernelArg::to_json).collect::<Vec<_>>(),
            "kernarg_segment_size": self.kernarg_segment_size,
            "kernarg_segment_align": self.kernarg_segment_align,
            "group_segment_fixed_size": self.group_segment_fixed_size,
            "private_segment_fixed_size": self.private_segment_fixed_size,
            "wavefront_size": self.wavefront_size,
            "sgpr_count": self.sgpr_count,
            "vgpr_count": self.vgpr_count,
            "agpr_count": self.agpr_count,
            "sgpr_spill_count": self.sgpr_spill_count,
            "vgpr_spill_count": self.vgpr_spill_count,
            "max_flat_workgroup_size": self.max_flat_workgroup_size,
            "reqd_workgroup_size": self.reqd_workgroup_size,
            "workgroup_size_hint": self.workgroup_size_hint,
            "vec_type_hint": self.vec_type_hint,
            "device_enqueue_symbol": self.device_enqueue_symbol,
            "uniform_work_group_size": self.uniform_work_group_size,
            "uses_dynamic_stack": self.uses_dynamic_stack,
            "workgroup_processor_mode": self.workgroup_processor_mode,
            "kind": self.kind,
            "other": other_json(&self.other),
        })
    }
}

impl KernelArg {
    /// This argument's entry of [`KernelMeta::to_json`]; `hidden` says
    /// whether the runtime rather than the caller supplies it.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "name": self.name,
            "type_name": self.type_name,
            "offset": self.offset,
            "size": self.size,
            "value_kind": self.value_kind.name(),
            "hidden": self.value_kind.is_hidden(),
            "address_space": self.address_space,
            "pointee_align": self.pointee_align,
            "access": self.access,
            "actual_access": self.actual_access,
            "is_const": self.is_const,
            "is_volatile": self.is_volatile,
            "is_restrict": self.is_restrict,
            "is_pipe": self.is_pipe,
            "other": other_json(&self.other),
        })
    }
}

fn other_json(other: &[(String, Value)]) -> serde_json::Value {
    serde_json::Value::Object(other.iter().map(|(k, v)| (k.clone(), to_json(v))).collect())
}
