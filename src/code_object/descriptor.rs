//! The 64-byte kernel descriptor (`NAME.kd`) of code object versions 3 to 5, as
//! `docs/code-objects.md` lays it out: segment sizes, the entry point, the three
//! COMPUTE_PGM_RSRC words and the kernel code properties whose enable bits decide
//! which SGPRs a wave starts with. One parser, one struct; every reader of a
//! descriptor field (`info`, `launch`) goes through the accessors here.

/// Size of a kernel descriptor in bytes.
pub const SIZE: usize = 64;

/// A kernel descriptor, with its raw words kept as read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelDescriptor {
    /// LDS bytes the workgroup needs (`group_segment_fixed_size`, offset 0).
    pub group_segment_fixed_size: u32,
    /// Scratch bytes per work-item (`private_segment_fixed_size`, offset 4).
    pub private_segment_fixed_size: u32,
    /// Bytes of the kernarg segment (`kernarg_size`, offset 8).
    pub kernarg_size: u32,
    /// Entry point relative to the descriptor's own address (offset 16).
    pub kernel_code_entry_byte_offset: i64,
    /// COMPUTE_PGM_RSRC3 (offset 44; gfx90a and later only, else zero).
    pub compute_pgm_rsrc3: u32,
    /// COMPUTE_PGM_RSRC1 (offset 48).
    pub compute_pgm_rsrc1: u32,
    /// COMPUTE_PGM_RSRC2 (offset 52).
    pub compute_pgm_rsrc2: u32,
    /// The kernel code properties (offset 56): which user SGPRs are set up.
    pub kernel_code_properties: u16,
}

/// The user SGPRs a descriptor can enable, in the order the hardware loads them
/// (each takes the given number of SGPRs), with their bit in
/// `kernel_code_properties`.
pub const USER_SGPRS: [(UserSgpr, u32, u16); 7] = [
    (UserSgpr::PrivateSegmentBuffer, 4, 0),
    (UserSgpr::DispatchPtr, 2, 1),
    (UserSgpr::QueuePtr, 2, 2),
    (UserSgpr::KernargSegmentPtr, 2, 3),
    (UserSgpr::DispatchId, 2, 4),
    (UserSgpr::FlatScratchInit, 2, 5),
    (UserSgpr::PrivateSegmentSize, 1, 6),
];

/// One kind of user SGPR set up at wave start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UserSgpr {
    /// Four SGPRs: the V# of the wave's private (scratch) segment.
    PrivateSegmentBuffer,
    /// Two SGPRs: the address of the dispatch packet.
    DispatchPtr,
    /// Two SGPRs: the address of the queue.
    QueuePtr,
    /// Two SGPRs: the address of the kernel arguments, the one most kernels read.
    KernargSegmentPtr,
    /// Two SGPRs: the 64-bit dispatch id.
    DispatchId,
    /// Two SGPRs: the flat scratch base and size (gfx6-gfx8 offsets from the hidden base).
    FlatScratchInit,
    /// One SGPR: the private segment size of a work-item.
    PrivateSegmentSize,
}

impl UserSgpr {
    /// The name the `.amdhsa_user_sgpr_*` directive and `gcnjit info` use.
    pub fn name(self) -> &'static str {
        match self {
            UserSgpr::PrivateSegmentBuffer => "private_segment_buffer",
            UserSgpr::DispatchPtr => "dispatch_ptr",
            UserSgpr::QueuePtr => "queue_ptr",
            UserSgpr::KernargSegmentPtr => "kernarg_segment_ptr",
            UserSgpr::DispatchId => "dispatch_id",
            UserSgpr::FlatScratchInit => "flat_scratch_init",
            UserSgpr::PrivateSegmentSize => "private_segment_size",
        }
    }
}

/// A named bit field of a descriptor word: name, lowest bit, width.
pub type BitField = (&'static str, u32, u32);

/// COMPUTE_PGM_RSRC1 on gfx6..gfx9 (`fp16_ovfl` is defined from gfx9 on and
/// reserved before; bits 27..31 are reserved on all four).
pub const RSRC1_FIELDS: [BitField; 15] = [
    ("granulated_workitem_vgpr_count", 0, 6),
    ("granulated_wavefront_sgpr_count", 6, 4),
    ("priority", 10, 2),
    ("float_round_mode_32", 12, 2),
    ("float_round_mode_16_64", 14, 2),
    ("float_denorm_mode_32", 16, 2),
    ("float_denorm_mode_16_64", 18, 2),
    ("priv", 20, 1),
    ("enable_dx10_clamp", 21, 1),
    ("debug_mode", 22, 1),
    ("enable_ieee_mode", 23, 1),
    ("bulky", 24, 1),
    ("cdbg_user", 25, 1),
    ("fp16_ovfl", 26, 1),
    ("reserved", 27, 5),
];

/// COMPUTE_PGM_RSRC2 (bit 31 reserved).
pub const RSRC2_FIELDS: [BitField; 19] = [
    ("enable_private_segment", 0, 1),
    ("user_sgpr_count", 1, 5),
    ("enable_trap_handler", 6, 1),
    ("enable_sgpr_workgroup_id_x", 7, 1),
    ("enable_sgpr_workgroup_id_y", 8, 1),
    ("enable_sgpr_workgroup_id_z", 9, 1),
    ("enable_sgpr_workgroup_info", 10, 1),
    ("enable_vgpr_workitem_id", 11, 2),
    ("enable_exception_address_watch", 13, 1),
    ("enable_exception_memory", 14, 1),
    ("granulated_lds_size", 15, 9),
    ("enable_exception_ieee_754_fp_invalid_operation", 24, 1),
    ("enable_exception_fp_denormal_source", 25, 1),
    ("enable_exception_ieee_754_fp_division_by_zero", 26, 1),
    ("enable_exception_ieee_754_fp_overflow", 27, 1),
    ("enable_exception_ieee_754_fp_underflow", 28, 1),
    ("enable_exception_ieee_754_fp_inexact", 29, 1),
    ("enable_exception_int_divide_by_zero", 30, 1),
    ("reserved", 31, 1),
];

/// COMPUTE_PGM_RSRC3 as gfx90a defines it (zero on every other gfx6..gfx9 processor).
pub const RSRC3_GFX90A_FIELDS: [BitField; 2] = [("accum_offset", 0, 6), ("tg_split", 16, 1)];

/// kernel_code_properties: the user SGPR enables (`USER_SGPRS`) and the rest.
pub const PROPERTY_FIELDS: [BitField; 10] = [
    ("enable_sgpr_private_segment_buffer", 0, 1),
    ("enable_sgpr_dispatch_ptr", 1, 1),
    ("enable_sgpr_queue_ptr", 2, 1),
    ("enable_sgpr_kernarg_segment_ptr", 3, 1),
    ("enable_sgpr_dispatch_id", 4, 1),
    ("enable_sgpr_flat_scratch_init", 5, 1),
    ("enable_sgpr_private_segment_size", 6, 1),
    ("enable_wavefront_size32", 10, 1),
    ("uses_dynamic_stack", 11, 1),
    ("reserved", 12, 4),
];

/// The values of `fields` in `word`, in table order (empty names skipped).
pub fn decode_fields(word: u32, fields: &[BitField]) -> Vec<(&'static str, u32)> {
    fields
        .iter()
        .filter(|f| !f.0.is_empty())
        .map(|&(name, lo, width)| (name, bits(word, lo, width)))
        .collect()
}

/// Bits `lo..lo+width` of `word`.
fn bits(word: u32, lo: u32, width: u32) -> u32 {
    (word >> lo) & ((1u32 << width) - 1)
}

impl KernelDescriptor {
    /// Reads a descriptor from its 64 bytes. Reserved bytes are not checked here;
    /// [`KernelDescriptor::reserved_nonzero`] reports them.
    pub fn parse(b: &[u8; SIZE]) -> Self {
        let u32_at = |o: usize| u32::from_le_bytes([b[o], b[o + 1], b[o + 2], b[o + 3]]);
        let mut entry = [0u8; 8];
        entry.copy_from_slice(&b[16..24]);
        KernelDescriptor {
            group_segment_fixed_size: u32_at(0),
            private_segment_fixed_size: u32_at(4),
            kernarg_size: u32_at(8),
            kernel_code_entry_byte_offset: i64::from_le_bytes(entry),
            compute_pgm_rsrc3: u32_at(44),
            compute_pgm_rsrc1: u32_at(48),
            compute_pgm_rsrc2: u32_at(52),
            kernel_code_properties: u16::from_le_bytes([b[56], b[57]]),
        }
    }

    /// The 64 bytes of this descriptor (reserved bytes zero): the inverse of
    /// [`KernelDescriptor::parse`], used by the assembler's `.amdhsa_kernel`.
    pub fn to_bytes(&self) -> [u8; SIZE] {
        let mut b = [0u8; SIZE];
        b[0..4].copy_from_slice(&self.group_segment_fixed_size.to_le_bytes());
        b[4..8].copy_from_slice(&self.private_segment_fixed_size.to_le_bytes());
        b[8..12].copy_from_slice(&self.kernarg_size.to_le_bytes());
        b[16..24].copy_from_slice(&self.kernel_code_entry_byte_offset.to_le_bytes());
        b[44..48].copy_from_slice(&self.compute_pgm_rsrc3.to_le_bytes());
        b[48..52].copy_from_slice(&self.compute_pgm_rsrc1.to_le_bytes());
        b[52..56].copy_from_slice(&self.compute_pgm_rsrc2.to_le_bytes());
        b[56..58].copy_from_slice(&self.kernel_code_properties.to_le_bytes());
        b
    }

    /// Offsets of reserved bytes that are not zero (12..16, 24..44, 58..64).
    pub fn reserved_nonzero(b: &[u8; SIZE]) -> Vec<usize> {
        (12..16)
            .chain(24..44)
            .chain(58..64)
            .filter(|&o| b[o] != 0)
            .collect()
    }

    /// Whether `kernel_code_properties` enables `which`.
    pub fn user_sgpr_enabled(&self, which: UserSgpr) -> bool {
        USER_SGPRS
            .iter()
            .any(|&(u, _, bit)| u == which && self.kernel_code_properties & (1 << bit) != 0)
    }

    /// The enabled user SGPRs in load order, each with its first SGPR number.
    pub fn user_sgpr_layout(&self) -> Vec<(UserSgpr, u32)> {
        let mut next = 0;
        let mut out = Vec::new();
        for &(u, count, bit) in &USER_SGPRS {
            if self.kernel_code_properties & (1 << bit) != 0 {
                out.push((u, next));
                next += count;
            }
        }
        out
    }

    /// Number of SGPRs the enabled user SGPRs take.
    pub fn enabled_user_sgpr_count(&self) -> u32 {
        USER_SGPRS
            .iter()
            .filter(|&&(_, _, bit)| self.kernel_code_properties & (1 << bit) != 0)
            .map(|&(_, count, _)| count)
            .sum()
    }

    /// `ENABLE_WAVEFRONT_SIZE32` (bit 10 of the properties): wave32 is gfx10+ only.
    pub fn wavefront_size32(&self) -> bool {
        self.kernel_code_properties & (1 << 10) != 0
    }

    /// COMPUTE_PGM_RSRC2.USER_SGPR_COUNT (bits 1..6): where the system SGPRs start.
    pub fn user_sgpr_count(&self) -> u32 {
        bits(self.compute_pgm_rsrc2, 1, 5)
    }

    /// COMPUTE_PGM_RSRC2 bit 0: the private segment wave byte offset SGPR is set up.
    pub fn private_segment_wave_offset(&self) -> bool {
        bits(self.compute_pgm_rsrc2, 0, 1) != 0
    }

    /// COMPUTE_PGM_RSRC2 bits 7, 8, 9: workgroup id X, Y, Z SGPRs are set up.
    pub fn workgroup_id_enabled(&self) -> [bool; 3] {
        [7, 8, 9].map(|b| bits(self.compute_pgm_rsrc2, b, 1) != 0)
    }

    /// COMPUTE_PGM_RSRC2 bit 10: the workgroup info SGPR is set up.
    pub fn workgroup_info(&self) -> bool {
        bits(self.compute_pgm_rsrc2, 10, 1) != 0
    }

    /// COMPUTE_PGM_RSRC2 bits 11..13: how many work-item id VGPRs (0 = X only).
    pub fn vgpr_workitem_id(&self) -> u32 {
        bits(self.compute_pgm_rsrc2, 11, 2)
    }

    /// COMPUTE_PGM_RSRC2 bit 6: the trap handler is enabled.
    pub fn trap_handler(&self) -> bool {
        bits(self.compute_pgm_rsrc2, 6, 1) != 0
    }

    /// COMPUTE_PGM_RSRC1 bits 0..6: granulated work-item VGPR count.
    pub fn granulated_workitem_vgpr_count(&self) -> u32 {
        bits(self.compute_pgm_rsrc1, 0, 6)
    }

    /// COMPUTE_PGM_RSRC1 bits 6..10: granulated wavefront SGPR count.
    pub fn granulated_wavefront_sgpr_count(&self) -> u32 {
        bits(self.compute_pgm_rsrc1, 6, 4)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bytes `llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj`
    /// writes for an `.amdhsa_kernel` block with group 16, private 32, kernarg 24,
    /// user SGPRs private segment buffer + dispatch ptr + kernarg segment ptr,
    /// workgroup id X (default) and Y, workgroup info, the private segment wave
    /// offset, next free VGPR 3 and SGPR 20.
    const LLVM_MC_KD: [u8; SIZE] = {
        let mut b = [0u8; SIZE];
        b[0] = 0x10;
        b[4] = 0x20;
        b[8] = 0x18;
        // rsrc1 0x00ac00c0, rsrc2 0x00000591, properties 0x000b
        b[48] = 0xc0;
        b[50] = 0xac;
        b[52] = 0x91;
        b[53] = 0x05;
        b[56] = 0x0b;
        b
    };

    #[test]
    fn fields_of_an_llvm_mc_descriptor() {
        let kd = KernelDescriptor::parse(&LLVM_MC_KD);
        assert_eq!(kd.group_segment_fixed_size, 16);
        assert_eq!(kd.private_segment_fixed_size, 32);
        assert_eq!(kd.kernarg_size, 24);
        assert_eq!(kd.compute_pgm_rsrc1, 0x00ac_00c0);
        assert_eq!(kd.compute_pgm_rsrc2, 0x0000_0591);
        assert_eq!(
            kd.user_sgpr_layout(),
            vec![
                (UserSgpr::PrivateSegmentBuffer, 0),
                (UserSgpr::DispatchPtr, 4),
                (UserSgpr::KernargSegmentPtr, 6),
            ]
        );
        assert_eq!(kd.enabled_user_sgpr_count(), 8);
        assert_eq!(kd.user_sgpr_count(), 8);
        assert!(kd.private_segment_wave_offset());
        assert_eq!(kd.workgroup_id_enabled(), [true, true, false]);
        assert!(kd.workgroup_info());
        // The granulated counts llvm-mc derived from next_free_vgpr 3 and
        // next_free_sgpr 20 (plus the SGPRs it reserves by default).
        assert_eq!(kd.granulated_workitem_vgpr_count(), 0);
        assert_eq!(kd.granulated_wavefront_sgpr_count(), 3);
        assert!(KernelDescriptor::reserved_nonzero(&LLVM_MC_KD).is_empty());
    }
}
