//! Kernel arguments and the kernarg segment they are laid out in.
//!
//! Arguments go in order, each at the next offset that is a multiple of its
//! natural alignment (4 for 32-bit values, 8 for 64-bit values and buffer
//! addresses), as the OpenCL C and HIP kernel ABIs place explicit arguments.

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
}

impl KernelArg {
    /// Bytes the argument takes in the kernarg segment (= its alignment).
    pub fn size(&self) -> u64 {
        match self {
            KernelArg::U32(_) | KernelArg::I32(_) | KernelArg::F32(_) => 4,
            KernelArg::U64(_) | KernelArg::Buffer(_) => 8,
        }
    }

    /// Parses `u32:V`, `i32:V`, `u64:V`, `f32:V`, `buf:FILE`, `buf:zero:SIZE`;
    /// `read` loads a buffer file's bytes (so the library does no file I/O of
    /// its own choosing).
    pub fn parse(
        s: &str,
        read: &dyn Fn(&str) -> Result<Vec<u8>, String>,
    ) -> Result<KernelArg, String> {
        let (kind, v) = s.split_once(':').ok_or_else(|| {
            format!("--arg `{s}`: expected KIND:VALUE with KIND u32, i32, u64, f32 or buf")
        })?;
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
        Ok(match kind {
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
                Some(size) => {
                    let t = size.trim().replace('_', "");
                    let n = match t.strip_prefix("0x") {
                        Some(h) => u64::from_str_radix(h, 16),
                        None => t.parse::<u64>(),
                    }
                    .map_err(|_| format!("--arg `{s}`: `{size}` is not a size in bytes"))?;
                    if n > 1 << 32 {
                        return Err(format!("--arg `{s}`: buffers are limited to 4 GiB"));
                    }
                    KernelArg::Buffer(vec![0; n as usize])
                }
                None => KernelArg::Buffer(read(v).map_err(|e| format!("--arg `{s}`: {e}"))?),
            },
            _ => {
                return Err(format!(
                    "--arg `{s}`: unknown kind `{kind}` (expected u32, i32, u64, f32 or buf)"
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
    for a in args {
        let size = a.size() as usize;
        out.resize(out.len().next_multiple_of(size), 0);
        let bytes: Vec<u8> = match a {
            KernelArg::U32(v) => v.to_le_bytes().to_vec(),
            KernelArg::I32(v) => v.to_le_bytes().to_vec(),
            KernelArg::F32(v) => v.to_bits().to_le_bytes().to_vec(),
            KernelArg::U64(v) => v.to_le_bytes().to_vec(),
            KernelArg::Buffer(_) => {
                k += 1;
                addrs[k - 1].to_le_bytes().to_vec()
            }
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
        assert!(KernelArg::parse("f64:1", &no_files)
            .unwrap_err()
            .contains("unknown kind"));
        assert!(KernelArg::parse("buf:x.bin", &no_files)
            .unwrap_err()
            .contains("no files"));
        assert!(KernelArg::parse("7", &no_files).is_err());
    }
}
