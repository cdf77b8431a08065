//! Kernel arguments and the kernarg segment they are laid out in.
//!
//! Arguments go in order, each at the next offset that is a multiple of its
//! natural alignment (4 for 32-bit values, 8 for 64-bit values and buffer
//! addresses), as the OpenCL C and HIP kernel ABIs place explicit arguments.

/// The `--arg` kinds, for messages.
const KINDS: &str = "u8, u16, u32, i32, u64, i64, f32, f64, bytes, local or buf";

/// One `--arg` value.
#[derive(Clone, Debug, PartialEq)]
pub enum KernelArg {
    /// A 32-bit unsigned value, four bytes of the kernarg segment.
    U32(u32),
    /// A 32-bit signed value, four bytes of the kernarg segment.
    I32(i32),
    /// A 64-bit value (often a pointer), eight bytes aligned to eight.
    U64(u64),
    /// A 32-bit float, stored as its bit pattern.
    F32(f32),
    /// A global buffer: its initial bytes. The kernarg holds its address.
    Buffer(Vec<u8>),
    /// An 8-bit value.
    U8(u8),
    /// A 16-bit value.
    U16(u16),
    /// A 64-bit signed value.
    I64(i64),
    /// A 64-bit float, stored as its bit pattern.
    F64(f64),
    /// A by-value struct (or any value) as its bytes.
    Bytes(Vec<u8>),
    /// An OpenCL `__local` pointer: that many bytes of dynamic LDS; the
    /// kernarg holds the block's LDS offset.
    Local(u64),
}

impl KernelArg {
    /// Bytes the argument takes in the kernarg segment.
    pub fn size(&self) -> u64 {
        match self {
            KernelArg::U8(_) => 1,
            KernelArg::U16(_) => 2,
            KernelArg::U32(_) | KernelArg::I32(_) | KernelArg::F32(_) | KernelArg::Local(_) => 4,
            KernelArg::U64(_) | KernelArg::I64(_) | KernelArg::F64(_) | KernelArg::Buffer(_) => 8,
            KernelArg::Bytes(b) => b.len() as u64,
        }
    }

    /// Its alignment when no metadata places it: its size, at most 8 (a
    /// struct of bytes: 8 when it is 8 bytes or more, else its size rounded
    /// up to a power of two).
    pub fn align(&self) -> u64 {
        self.size().clamp(1, 8).next_power_of_two()
    }

    /// The bytes of a value argument (a buffer's or a `local:` block's are
    /// placed by the layout, which knows their address or offset).
    pub fn value_bytes(&self) -> Vec<u8> {
        match self {
            KernelArg::U8(v) => vec![*v],
            KernelArg::U16(v) => v.to_le_bytes().to_vec(),
            KernelArg::U32(v) => v.to_le_bytes().to_vec(),
            KernelArg::I32(v) => v.to_le_bytes().to_vec(),
            KernelArg::F32(v) => v.to_bits().to_le_bytes().to_vec(),
            KernelArg::U64(v) => v.to_le_bytes().to_vec(),
            KernelArg::I64(v) => v.to_le_bytes().to_vec(),
            KernelArg::F64(v) => v.to_bits().to_le_bytes().to_vec(),
            KernelArg::Bytes(b) => b.clone(),
            KernelArg::Buffer(_) | KernelArg::Local(_) => Vec::new(),
        }
    }

    /// Parses `u8:V`, `u16:V`, `u32:V`, `i32:V`, `u64:V`, `i64:V`, `f32:V`,
    /// `f64:V`, `bytes:HEX`, `local:SIZE`, `buf:FILE`, `buf:zero:SIZE`;
    /// `read` loads a buffer file's bytes (so the library does no file I/O of
    /// its own choosing).
    pub fn parse(
        s: &str,
        read: &dyn Fn(&str) -> Result<Vec<u8>, String>,
    ) -> Result<KernelArg, String> {
        let (kind, v) = s
            .split_once(':')
            .ok_or_else(|| format!("--arg `{s}`: expected KIND:VALUE with KIND {KINDS}"))?;
        let num = |bits: u32| -> Result<u64, String> {
            let t = v.trim().replace('_', "");
            let r = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
                Some(h) => u64::from_str_radix(h, 16),
                None => t.parse::<u64>(),
            };
            match r {
                Ok(x) if bits == 64 || x >> bits == 0 => Ok(x),
                _ => Err(format!(
                    "--arg `{s}`: `{v}` is not a {bits}-bit unsigned number (decimal or 0x hex)"
                )),
            }
        };
        let size = |v: &str| -> Result<u64, String> {
            let t = v.trim().replace('_', "");
            match t.strip_prefix("0x") {
                Some(h) => u64::from_str_radix(h, 16),
                None => t.parse::<u64>(),
            }
            .map_err(|_| format!("--arg `{s}`: `{v}` is not a size in bytes"))
        };
        Ok(match kind {
            "u8" => KernelArg::U8(num(8)? as u8),
            "u16" => KernelArg::U16(num(16)? as u16),
            "i64" => KernelArg::I64(
                v.trim()
                    .parse::<i64>()
                    .map_err(|_| format!("--arg `{s}`: `{v}` is not a 64-bit signed integer"))?,
            ),
            "f64" => KernelArg::F64(
                v.trim()
                    .parse::<f64>()
                    .map_err(|_| format!("--arg `{s}`: `{v}` is not a number"))?,
            ),
            "bytes" => KernelArg::Bytes(
                crate::state_json::decode_hex(v)
                    .ok()
                    .filter(|b| !b.is_empty() && b.len() <= 4096)
                    .ok_or_else(|| {
                        format!("--arg `{s}`: expected 1 to 4096 bytes as hex digit pairs")
                    })?,
            ),
            "local" => {
                let n = size(v)?;
                if n > 1 << 16 {
                    return Err(format!("--arg `{s}`: LDS is at most 64 KiB"));
                }
                KernelArg::Local(n)
            }
            "u32" => KernelArg::U32(num(32)? as u32),
            "u64" => KernelArg::U64(num(64)?),
            "i32" => KernelArg::I32(
                v.trim()
                    .parse::<i32>()
                    .map_err(|_| format!("--arg `{s}`: `{v}` is not a 32-bit signed integer"))?,
            ),
            "f32" => KernelArg::F32(
                v.trim()
                    .parse::<f32>()
                    .map_err(|_| format!("--arg `{s}`: `{v}` is not a number"))?,
            ),
            "buf" => match v.strip_prefix("zero:") {
                Some(sz) => {
                    let n = size(sz)?;
                    if n > 1 << 32 {
                        return Err(format!("--arg `{s}`: buffers are limited to 4 GiB"));
                    }
                    KernelArg::Buffer(vec![0; n as usize])
                }
                None => KernelArg::Buffer(read(v).map_err(|e| format!("--arg `{s}`: {e}"))?),
            },
            _ => {
                return Err(format!(
                    "--arg `{s}`: unknown kind `{kind}` (expected {KINDS})"
                ))
            }
        })
    }
}

/// The kernarg bytes for `args`, with `addrs[k]` the address of the k-th
/// buffer; the length is the end of the last argument.
pub fn layout(args: &[KernelArg], addrs: &[u64]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut k = 0;
    let mut lds = 0u64;
    for a in args {
        out.resize(out.len().next_multiple_of(a.align() as usize), 0);
        let bytes: Vec<u8> = match a {
            KernelArg::Buffer(_) => {
                k += 1;
                addrs[k - 1].to_le_bytes().to_vec()
            }
            KernelArg::Local(n) => {
                let at = lds;
                lds += n;
                (at as u32).to_le_bytes().to_vec()
            }
            a => a.value_bytes(),
        };
        out.extend_from_slice(&bytes);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn no_files(_: &str) -> Result<Vec<u8>, String> {
        Err("no files here".into())
    }

    #[test]
    fn arguments_at_natural_alignment() {
        let args = [
            KernelArg::U32(1),
            KernelArg::Buffer(vec![0; 4]),
            KernelArg::I32(-2),
            KernelArg::F32(1.5),
            KernelArg::U64(0x1122_3344_5566_7788),
        ];
        let b = layout(&args, &[0x1_0000_0000]);
        // u32 at 0, pointer at 8 (after 4 bytes of padding), i32 at 16,
        // f32 at 20, u64 at 24: 32 bytes.
        let mut want = vec![0u8; 32];
        want[0] = 1;
        want[12] = 1;
        want[16..20].copy_from_slice(&(-2i32).to_le_bytes());
        want[20..24].copy_from_slice(&0x3FC0_0000u32.to_le_bytes());
        want[24..32].copy_from_slice(&0x1122_3344_5566_7788u64.to_le_bytes());
        assert_eq!(b, want);
    }

    #[test]
    fn arguments_parse_and_errors_name_the_argument() {
        assert_eq!(
            KernelArg::parse("u32:0x10", &no_files),
            Ok(KernelArg::U32(16))
        );
        assert_eq!(
            KernelArg::parse("i32:-7", &no_files),
            Ok(KernelArg::I32(-7))
        );
        assert_eq!(
            KernelArg::parse("buf:zero:8", &no_files),
            Ok(KernelArg::Buffer(vec![0; 8]))
        );
        assert!(KernelArg::parse("u32:0x100000000", &no_files)
            .unwrap_err()
            .contains("u32:0x100000000"));
        assert!(KernelArg::parse("f16:1", &no_files)
            .unwrap_err()
            .contains("unknown kind"));
        assert_eq!(
            KernelArg::parse("f64:1.5", &no_files),
            Ok(KernelArg::F64(1.5))
        );
        assert_eq!(
            KernelArg::parse("u8:255", &no_files),
            Ok(KernelArg::U8(255))
        );
        assert!(KernelArg::parse("u8:256", &no_files).is_err());
        assert_eq!(
            KernelArg::parse("u16:0xffff", &no_files),
            Ok(KernelArg::U16(0xffff))
        );
        assert_eq!(
            KernelArg::parse("i64:-2", &no_files),
            Ok(KernelArg::I64(-2))
        );
        assert_eq!(
            KernelArg::parse("bytes:0102ff", &no_files),
            Ok(KernelArg::Bytes(vec![1, 2, 0xff]))
        );
        assert!(KernelArg::parse("bytes:0x", &no_files).is_err());
        assert_eq!(
            KernelArg::parse("local:256", &no_files),
            Ok(KernelArg::Local(256))
        );
        assert!(KernelArg::parse("local:1000000", &no_files).is_err());
        assert!(KernelArg::parse("buf:x.bin", &no_files)
            .unwrap_err()
            .contains("no files"));
        assert!(KernelArg::parse("7", &no_files).is_err());
    }
}
