	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.hidden	mix                             ; -- Begin function mix
	.globl	mix
	.p2align	2
	.type	mix,@function
mix:                                    ; @mix
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s6, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x300
	buffer_store_dword v0, off, s[0:3], s33
	buffer_store_dword v1, off, s[0:3], s33 offset:4
	buffer_load_dword v2, off, s[0:3], s33
	s_mov_b32 s4, 31
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v2, s4
	buffer_load_dword v1, off, s[0:3], s33 offset:4
	s_mov_b32 s4, 3
	v_lshrrev_b32_e64 v2, s4, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_e64 v1, v1, v2
	v_add_i32_e64 v0, s[4:5], v0, v1
	s_add_i32 s32, s32, 0xfffffd00
	s_mov_b32 s33, s6
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	mix, .Lfunc_end0-mix
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 120
; NumSgprs: 34
; NumVgprs: 3
; ScratchSize: 12
; MemoryBound: 0
	.text
	.hidden	fill                            ; -- Begin function fill
	.globl	fill
	.p2align	2
	.type	fill,@function
fill:                                   ; @fill
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v3, off, s[0:3], s32 offset:20 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v3, s33, 28
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x800
	v_writelane_b32 v3, s30, 0
	v_writelane_b32 v3, s31, 1
	buffer_store_dword v31, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	v_writelane_b32 v3, s15, 2
	v_writelane_b32 v3, s14, 3
	v_writelane_b32 v3, s13, 4
	v_writelane_b32 v3, s12, 5
	v_writelane_b32 v3, s10, 6
	v_writelane_b32 v3, s11, 7
	v_writelane_b32 v3, s8, 8
	v_writelane_b32 v3, s9, 9
	v_writelane_b32 v3, s6, 10
	v_writelane_b32 v3, s7, 11
	v_writelane_b32 v3, s4, 12
	v_writelane_b32 v3, s5, 13
	buffer_store_dword v0, off, s[0:3], s33
	buffer_store_dword v1, off, s[0:3], s33 offset:4
	buffer_store_dword v2, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v3, s4, 14
	v_writelane_b32 v3, s5, 15
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v3, 16
	v_readlane_b32 s5, v3, 17
	v_readlane_b32 s6, v3, 14
	v_readlane_b32 s7, v3, 15
	v_writelane_b32 v3, s6, 18
	v_writelane_b32 v3, s7, 19
	buffer_load_dword v0, off, s[0:3], s33 offset:12
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v3, s4, 20
	v_writelane_b32 v3, s5, 21
	v_writelane_b32 v3, s4, 22
	v_writelane_b32 v3, s5, 23
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v3, s4, 24
	v_writelane_b32 v3, s5, 25
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_3
; %bb.2:                                ;   in Loop: Header=BB1_1 Depth=1
	buffer_load_dword v31, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	v_readlane_b32 s15, v3, 2
	v_readlane_b32 s14, v3, 3
	v_readlane_b32 s13, v3, 4
	v_readlane_b32 s12, v3, 5
	v_readlane_b32 s10, v3, 6
	v_readlane_b32 s11, v3, 7
	v_readlane_b32 s8, v3, 8
	v_readlane_b32 s9, v3, 9
	v_readlane_b32 s6, v3, 10
	v_readlane_b32 s7, v3, 11
	v_readlane_b32 s4, v3, 12
	v_readlane_b32 s5, v3, 13
	buffer_load_dword v0, off, s[0:3], s33 offset:4
	buffer_load_dword v1, off, s[0:3], s33 offset:12
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, mix@rel32@lo+4
	s_addc_u32 s17, s17, mix@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v1, off, s[0:3], s33
	buffer_load_dword v2, off, s[0:3], s33 offset:12
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v2, s4, v2
	v_add_i32_e64 v1, s[4:5], v1, v2
	buffer_store_dword v0, v1, s[0:3], 0 offen
	s_branch .LBB1_4
.LBB1_3:                                ;   in Loop: Header=BB1_1 Depth=1
	v_readlane_b32 s4, v3, 24
	v_readlane_b32 s5, v3, 25
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v3, 18
	v_readlane_b32 s9, v3, 19
	v_readlane_b32 s6, v3, 22
	v_readlane_b32 s7, v3, 23
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v3, s6, 16
	v_writelane_b32 v3, s7, 17
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v3, s6, 14
	v_writelane_b32 v3, s7, 15
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v3, s6, 26
	v_writelane_b32 v3, s7, 27
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_1
	s_branch .LBB1_5
.LBB1_4:                                ;   in Loop: Header=BB1_1 Depth=1
	v_readlane_b32 s4, v3, 20
	v_readlane_b32 s5, v3, 21
	buffer_load_dword v0, off, s[0:3], s33 offset:12
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v0, s[6:7], v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v3, s4, 22
	v_writelane_b32 v3, s5, 23
	s_branch .LBB1_3
.LBB1_5:
	v_readlane_b32 s4, v3, 26
	v_readlane_b32 s5, v3, 27
	s_or_b64 exec, exec, s[4:5]
; %bb.6:
	v_readlane_b32 s31, v3, 1
	v_readlane_b32 s30, v3, 0
	s_add_i32 s32, s32, 0xfffff800
	v_readlane_b32 s33, v3, 28
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v3, off, s[0:3], s32 offset:20 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	fill, .Lfunc_end1-fill
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 620
; NumSgprs: 34
; NumVgprs: 32
; ScratchSize: 44
; MemoryBound: 0
	.text
	.protected	scratch_calls           ; -- Begin function scratch_calls
	.globl	scratch_calls
	.p2align	8
	.type	scratch_calls,@function
scratch_calls:                          ; @scratch_calls
; %bb.0:
	s_mov_b32 s32, 0x2c00
	s_mov_b32 s33, 0
	s_mov_b32 flat_scratch_lo, s13
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v9, s16, 0
	s_mov_b32 s13, s15
	v_writelane_b32 v9, s13, 1
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v9, 0
	v_writelane_b32 v9, s12, 2
	v_writelane_b32 v9, s10, 3
	v_writelane_b32 v9, s11, 4
	v_writelane_b32 v9, s8, 5
	v_writelane_b32 v9, s9, 6
	s_mov_b64 s[8:9], s[6:7]
	v_readlane_b32 s6, v9, 5
	v_readlane_b32 s7, v9, 6
	v_writelane_b32 v9, s8, 7
	v_writelane_b32 v9, s9, 8
	v_writelane_b32 v9, s4, 9
	v_writelane_b32 v9, s5, 10
	buffer_store_dword v2, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	s_load_dwordx2 s[10:11], s[6:7], 0x0
	s_load_dwordx2 s[8:9], s[6:7], 0x2
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s11
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:12
                                        ; kill: def $sgpr10 killed $sgpr10 killed $sgpr10_sgpr11
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s10, s9
	v_mov_b32_e32 v3, s10
	buffer_store_dword v3, off, s[0:3], s33 offset:20
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	s_mov_b64 s[10:11], 16
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s10
	s_mov_b32 s7, s11
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	v_writelane_b32 v9, s8, 11
	v_writelane_b32 v9, s9, 12
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s7, s7, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[18:19], s[2:3]
	s_mov_b64 s[16:17], s[0:1]
	s_mov_b32 s10, 20
	s_waitcnt vmcnt(6)
	v_lshlrev_b32_e64 v1, s10, v1
	s_mov_b32 s10, 10
	v_lshlrev_b32_e64 v2, s10, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	buffer_store_dword v31, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b64 s[2:3], s[18:19]
	s_swappc_b64 s[30:31], s[6:7]
	buffer_load_dword v31, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	v_readlane_b32 s4, v9, 9
	v_readlane_b32 s5, v9, 10
	v_readlane_b32 s6, v9, 7
	v_readlane_b32 s7, v9, 8
	v_readlane_b32 s8, v9, 11
	v_readlane_b32 s9, v9, 12
	v_readlane_b32 s10, v9, 3
	v_readlane_b32 s11, v9, 4
	v_readlane_b32 s12, v9, 2
	v_readlane_b32 s13, v9, 1
	v_readlane_b32 s14, v9, 0
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:120
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	s_mov_b32 s15, 0
	buffer_load_dword v3, off, s[0:3], s33 offset:120
	v_mov_b32_e32 v0, 0
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s15, 2
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[4:5], v[3:4], s15
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[16:17], v0, v3
	v_addc_u32_e64 v2, s[16:17], v1, v2, s[16:17]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:124
	buffer_load_dword v1, off, s[0:3], s33 offset:124
	v_mov_b32_e32 v0, 24
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $sgpr15
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, fill@rel32@lo+4
	s_addc_u32 s17, s17, fill@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v2, 24
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:128
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v9, s4, 13
	v_writelane_b32 v9, s5, 14
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v9, 15
	v_readlane_b32 s5, v9, 16
	v_readlane_b32 s6, v9, 13
	v_readlane_b32 s7, v9, 14
	v_writelane_b32 v9, s6, 17
	v_writelane_b32 v9, s7, 18
	buffer_load_dword v0, off, s[0:3], s33 offset:128
	s_mov_b32 s6, 12
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v9, s4, 19
	v_writelane_b32 v9, s5, 20
	v_writelane_b32 v9, s4, 21
	v_writelane_b32 v9, s5, 22
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v9, s4, 23
	v_writelane_b32 v9, s5, 24
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB4_3
; %bb.2:                                ;   in Loop: Header=BB4_1 Depth=1
	buffer_load_dword v1, off, s[0:3], s33 offset:124
	buffer_load_dword v0, off, s[0:3], s33 offset:128
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v0, v0, v1
	s_mov_b32 s6, 0xaaaaaaab
	v_mul_hi_u32 v1, v0, s6
	s_mov_b32 s5, 4
	v_lshrrev_b32_e64 v1, s5, v1
	s_mov_b32 s4, 24
	v_mul_lo_u32 v1, v1, s4
	v_sub_i32_e64 v0, s[8:9], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:132
	buffer_load_dword v0, off, s[0:3], s33 offset:124
	buffer_load_dword v1, off, s[0:3], s33 offset:128
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	s_mov_b32 s7, 5
	v_add_i32_e64 v0, s[8:9], v0, s7
	v_mul_hi_u32 v1, v0, s6
	v_lshrrev_b32_e64 v1, s5, v1
	v_mul_lo_u32 v1, v1, s4
	v_sub_i32_e64 v0, s[4:5], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:136
	buffer_load_dword v0, off, s[0:3], s33 offset:132
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s4, v0
	v_mov_b32_e32 v1, 24
	v_add_i32_e64 v0, s[6:7], v1, v0
	buffer_load_dword v0, v0, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:140
	buffer_load_dword v0, off, s[0:3], s33 offset:136
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v0, s4, v0
	v_add_i32_e64 v0, s[6:7], v1, v0
	buffer_load_dword v0, v0, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:132
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v2, s4, v2
	v_add_i32_e64 v2, s[6:7], v1, v2
	buffer_store_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], s33 offset:140
	buffer_load_dword v2, off, s[0:3], s33 offset:136
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v2, s4, v2
	v_add_i32_e64 v1, s[4:5], v1, v2
	buffer_store_dword v0, v1, s[0:3], 0 offen
	s_branch .LBB4_4
.LBB4_3:                                ;   in Loop: Header=BB4_1 Depth=1
	v_readlane_b32 s4, v9, 23
	v_readlane_b32 s5, v9, 24
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v9, 17
	v_readlane_b32 s9, v9, 18
	v_readlane_b32 s6, v9, 21
	v_readlane_b32 s7, v9, 22
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v9, s6, 15
	v_writelane_b32 v9, s7, 16
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v9, s6, 13
	v_writelane_b32 v9, s7, 14
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v9, s6, 25
	v_writelane_b32 v9, s7, 26
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB4_1
	s_branch .LBB4_5
.LBB4_4:                                ;   in Loop: Header=BB4_1 Depth=1
	v_readlane_b32 s4, v9, 19
	v_readlane_b32 s5, v9, 20
	buffer_load_dword v0, off, s[0:3], s33 offset:128
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v0, s[6:7], v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:128
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v9, s4, 21
	v_writelane_b32 v9, s5, 22
	s_branch .LBB4_3
.LBB4_5:
	v_readlane_b32 s4, v9, 25
	v_readlane_b32 s5, v9, 26
	s_or_b64 exec, exec, s[4:5]
; %bb.6:
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:144
	buffer_store_dword v0, off, s[0:3], s33 offset:148
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v9, s4, 27
	v_writelane_b32 v9, s5, 28
.LBB4_7:                                ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v9, 29
	v_readlane_b32 s5, v9, 30
	v_readlane_b32 s6, v9, 27
	v_readlane_b32 s7, v9, 28
	v_writelane_b32 v9, s6, 31
	v_writelane_b32 v9, s7, 32
	buffer_load_dword v0, off, s[0:3], s33 offset:148
	s_mov_b32 s6, 6
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v9, s4, 33
	v_writelane_b32 v9, s5, 34
	v_writelane_b32 v9, s4, 35
	v_writelane_b32 v9, s5, 36
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v9, s4, 37
	v_writelane_b32 v9, s5, 38
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB4_9
; %bb.8:                                ;   in Loop: Header=BB4_7 Depth=1
	v_readlane_b32 s14, v9, 0
	v_readlane_b32 s13, v9, 1
	v_readlane_b32 s12, v9, 2
	v_readlane_b32 s10, v9, 3
	v_readlane_b32 s11, v9, 4
	v_readlane_b32 s6, v9, 7
	v_readlane_b32 s7, v9, 8
	v_readlane_b32 s4, v9, 9
	v_readlane_b32 s5, v9, 10
	buffer_load_dword v2, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	v_readlane_b32 s16, v9, 5
	v_readlane_b32 s17, v9, 6
	buffer_load_dword v0, off, s[0:3], s33 offset:144
	buffer_load_dword v1, off, s[0:3], s33 offset:124
	buffer_load_dword v5, off, s[0:3], s33 offset:148
	s_mov_b32 s8, 5
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v5, v5, s8
	v_add_i32_e64 v1, s[8:9], v1, v5
	s_mov_b32 s8, 0xaaaaaaab
	v_mul_hi_u32 v5, v1, s8
	s_mov_b32 s8, 4
	v_lshrrev_b32_e64 v5, s8, v5
	s_mov_b32 s8, 24
	v_mul_lo_u32 v5, v5, s8
	v_sub_i32_e64 v1, s[8:9], v1, v5
	s_mov_b32 s8, 2
	v_lshlrev_b32_e64 v5, s8, v1
	v_mov_b32_e32 v1, 24
	v_add_i32_e64 v1, s[8:9], v1, v5
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_mov_b64 s[18:19], 16
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, mix@rel32@lo+4
	s_addc_u32 s17, s17, mix@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v3, s15, v3
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v4, s15, v4
	v_or_b32_e64 v2, v2, v4
	v_or_b32_e64 v31, v2, v3
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_store_dword v0, off, s[0:3], s33 offset:144
	s_branch .LBB4_10
.LBB4_9:                                ;   in Loop: Header=BB4_7 Depth=1
	v_readlane_b32 s4, v9, 37
	v_readlane_b32 s5, v9, 38
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v9, 31
	v_readlane_b32 s9, v9, 32
	v_readlane_b32 s6, v9, 35
	v_readlane_b32 s7, v9, 36
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v9, s6, 29
	v_writelane_b32 v9, s7, 30
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v9, s6, 27
	v_writelane_b32 v9, s7, 28
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v9, s6, 39
	v_writelane_b32 v9, s7, 40
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB4_7
	s_branch .LBB4_11
.LBB4_10:                               ;   in Loop: Header=BB4_7 Depth=1
	v_readlane_b32 s4, v9, 33
	v_readlane_b32 s5, v9, 34
	buffer_load_dword v0, off, s[0:3], s33 offset:148
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v0, s[6:7], v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:148
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v9, s4, 35
	v_writelane_b32 v9, s5, 36
	s_branch .LBB4_9
.LBB4_11:
	v_readlane_b32 s4, v9, 39
	v_readlane_b32 s5, v9, 40
	s_or_b64 exec, exec, s[4:5]
; %bb.12:
	buffer_load_dword v2, off, s[0:3], s33 offset:144
	buffer_load_dword v7, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	s_mov_b32 s4, 0
	buffer_load_dword v0, off, s[0:3], s33 offset:120
	v_mov_b32_e32 v3, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[5:6], v[0:1], s4
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v0, s[4:5], v0, v4
	v_addc_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel scratch_calls
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 296
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	scratch_calls, .Lfunc_end2-scratch_calls
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1996
; NumSgprs: 38
; NumVgprs: 32
; ScratchSize: 296
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2align	2                               ; -- Begin function _Z13get_global_idj
	.type	_Z13get_global_idj,@function
_Z13get_global_idj:                     ; @_Z13get_global_idj
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s20, s33
	s_mov_b32 s33, s32
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, __ockl_get_global_id@rel32@lo+4
	s_addc_u32 s7, s7, __ockl_get_global_id@rel32@hi+12
	s_mov_b32 s33, s20
	s_setpc_b64 s[6:7]
.Lfunc_end3:
	.size	_Z13get_global_idj, .Lfunc_end3-_Z13get_global_idj
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 40
; NumSgprs: 34
; NumVgprs: 32
; ScratchSize: 120
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function __ockl_get_global_id
	.type	__ockl_get_global_id,@function
__ockl_get_global_id:                   ; @__ockl_get_global_id
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[6:7], -1
	buffer_store_dword v6, off, s[0:3], s32 offset:112 ; 4-byte Folded Spill
	s_mov_b64 exec, s[6:7]
	v_writelane_b32 v6, s33, 37
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x1e00
	buffer_store_dword v31, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	v_writelane_b32 v6, s14, 0
	v_writelane_b32 v6, s13, 1
	v_writelane_b32 v6, s12, 2
	v_writelane_b32 v6, s8, 3
	v_writelane_b32 v6, s9, 4
	v_writelane_b32 v6, s4, 5
	v_writelane_b32 v6, s5, 6
	buffer_store_dword v0, off, s[0:3], s33 ; 4-byte Folded Spill
; %bb.1:
	buffer_load_dword v0, off, s[0:3], s33  ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr8_sgpr9
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	v_writelane_b32 v6, s6, 7
	v_writelane_b32 v6, s7, 8
	buffer_store_dword v2, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v6, s6, 9
	v_writelane_b32 v6, s7, 10
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_3
; %bb.2:
	buffer_load_dword v0, off, s[0:3], s33  ; 4-byte Folded Reload
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr8_sgpr9
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	v_writelane_b32 v6, s6, 11
	v_writelane_b32 v6, s7, 12
	buffer_store_dword v2, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v6, s6, 13
	v_writelane_b32 v6, s7, 14
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_11
	s_branch .LBB2_4
.LBB2_3:
	v_readlane_b32 s4, v6, 9
	v_readlane_b32 s5, v6, 10
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v6, 7
	v_readlane_b32 s7, v6, 8
	buffer_load_dword v2, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v0, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	v_writelane_b32 v6, s6, 15
	v_writelane_b32 v6, s7, 16
	v_writelane_b32 v6, s6, 17
	v_writelane_b32 v6, s7, 18
	buffer_store_dword v2, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v6, s4, 19
	v_writelane_b32 v6, s5, 20
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_7
	s_branch .LBB2_6
.LBB2_4:
	buffer_load_dword v0, off, s[0:3], s33  ; 4-byte Folded Reload
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr8_sgpr9
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	v_writelane_b32 v6, s4, 21
	v_writelane_b32 v6, s5, 22
	buffer_store_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v6, s4, 23
	v_writelane_b32 v6, s5, 24
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_9
	s_branch .LBB2_12
.LBB2_5:
	v_readlane_b32 s6, v6, 25
	v_readlane_b32 s7, v6, 26
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v6, 27
	v_readlane_b32 s5, v6, 28
	buffer_load_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v6, s4, 7
	v_writelane_b32 v6, s5, 8
	s_waitcnt vmcnt(2)
	buffer_store_dword v2, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	buffer_store_dword v0, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_branch .LBB2_3
.LBB2_6:
	buffer_load_dword v0, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	v_readlane_b32 s4, v6, 15
	v_readlane_b32 s5, v6, 16
	buffer_load_dword v3, off, s[0:3], s33  ; 4-byte Folded Reload
	s_mov_b32 s6, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[6:7], v3, s6
	v_writelane_b32 v6, s4, 29
	v_writelane_b32 v6, s5, 30
	buffer_store_dword v2, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v6, s4, 31
	v_writelane_b32 v6, s5, 32
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_13
	s_branch .LBB2_8
.LBB2_7:
	v_readlane_b32 s4, v6, 19
	v_readlane_b32 s5, v6, 20
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v6, 17
	v_readlane_b32 s7, v6, 18
	buffer_load_dword v0, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v6, s4, 33
	v_writelane_b32 v6, s5, 34
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB2_15
	s_branch .LBB2_14
.LBB2_8:
	v_readlane_b32 s4, v6, 15
	v_readlane_b32 s5, v6, 16
	v_readlane_b32 s8, v6, 3
	v_readlane_b32 s9, v6, 4
	buffer_load_dword v1, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	v_readlane_b32 s10, v6, 2
	v_readlane_b32 s14, v6, 5
	v_readlane_b32 s15, v6, 6
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, __oclc_ABI_version@rel32@lo+4
	s_addc_u32 s7, s7, __oclc_ABI_version@rel32@hi+12
	s_load_dword s6, s[6:7], 0x0
	s_mov_b32 s7, 0x1f4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s6, s7
	s_cselect_b64 s[6:7], -1, 0
	s_mov_b64 s[16:17], 4
	s_mov_b32 s13, s14
	s_mov_b32 s11, s15
	s_mov_b32 s14, s16
	s_mov_b32 s12, s17
	s_add_u32 s14, s13, s14
	s_addc_u32 s11, s11, s12
                                        ; kill: def $sgpr14 killed $sgpr14 def $sgpr14_sgpr15
	s_mov_b32 s15, s11
	s_mov_b64 s[18:19], 12
	s_mov_b32 s12, s8
	s_mov_b32 s11, s9
	s_mov_b32 s16, s18
	s_mov_b32 s13, s19
	s_add_u32 s12, s12, s16
	s_addc_u32 s11, s11, s13
                                        ; kill: def $sgpr12 killed $sgpr12 def $sgpr12_sgpr13
	s_mov_b32 s13, s11
	s_mov_b32 s11, s15
	s_mov_b32 s16, s13
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v2, s11
	v_cndmask_b32_e64 v0, v0, v2, s[6:7]
	s_mov_b32 s11, s14
                                        ; kill: def $sgpr12 killed $sgpr12 killed $sgpr12_sgpr13
	v_mov_b32_e32 v2, s12
	v_mov_b32_e32 v3, s11
	v_cndmask_b32_e64 v2, v2, v3, s[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	flat_load_ushort v0, v[2:3]
                                        ; implicit-def: $sgpr11
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, s10, v0
	s_mov_b32 s10, 0x3ff
	v_and_b32_e64 v1, v1, s10
	v_add_i32_e64 v2, s[10:11], v0, v1
	s_mov_b64 s[10:11], 0
	s_mov_b32 s14, s11
	s_mov_b64 s[12:13], 40
	s_mov_b32 s15, s13
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s14
	v_cndmask_b32_e64 v0, v0, v1, s[6:7]
                                        ; kill: def $sgpr10 killed $sgpr10 killed $sgpr10_sgpr11
	s_mov_b32 s11, s12
	v_mov_b32_e32 v1, s11
	v_mov_b32_e32 v3, s10
	v_cndmask_b32_e64 v3, v1, v3, s[6:7]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s6, s8
	v_mov_b32_e32 v0, v3
	s_mov_b32 s8, s9
	v_mov_b32_e32 v3, v4
	v_add_i32_e64 v0, s[6:7], s6, v0
	v_mov_b32_e32 v1, s8
	v_addc_u32_e64 v3, s[6:7], v1, v3, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b64 s[6:7], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v6, s4, 29
	v_writelane_b32 v6, s5, 30
	buffer_store_dword v2, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	s_branch .LBB2_13
.LBB2_9:
	v_readlane_b32 s6, v6, 23
	v_readlane_b32 s7, v6, 24
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v6, 21
	v_readlane_b32 s5, v6, 22
	buffer_load_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v0, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v6, s4, 11
	v_writelane_b32 v6, s5, 12
	s_waitcnt vmcnt(2)
	buffer_store_dword v2, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	buffer_store_dword v0, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	s_branch .LBB2_11
.LBB2_10:
	v_readlane_b32 s4, v6, 35
	v_readlane_b32 s5, v6, 36
	v_readlane_b32 s8, v6, 3
	v_readlane_b32 s9, v6, 4
	buffer_load_dword v1, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	v_readlane_b32 s10, v6, 1
	v_readlane_b32 s14, v6, 5
	v_readlane_b32 s15, v6, 6
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, __oclc_ABI_version@rel32@lo+4
	s_addc_u32 s7, s7, __oclc_ABI_version@rel32@hi+12
	s_load_dword s6, s[6:7], 0x0
	s_mov_b32 s7, 0x1f4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s6, s7
	s_cselect_b64 s[6:7], -1, 0
	s_mov_b64 s[16:17], 6
	s_mov_b32 s13, s14
	s_mov_b32 s11, s15
	s_mov_b32 s14, s16
	s_mov_b32 s12, s17
	s_add_u32 s14, s13, s14
	s_addc_u32 s11, s11, s12
                                        ; kill: def $sgpr14 killed $sgpr14 def $sgpr14_sgpr15
	s_mov_b32 s15, s11
	s_mov_b64 s[18:19], 14
	s_mov_b32 s12, s8
	s_mov_b32 s11, s9
	s_mov_b32 s16, s18
	s_mov_b32 s13, s19
	s_add_u32 s12, s12, s16
	s_addc_u32 s11, s11, s13
                                        ; kill: def $sgpr12 killed $sgpr12 def $sgpr12_sgpr13
	s_mov_b32 s13, s11
	s_mov_b32 s11, s15
	s_mov_b32 s16, s13
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v2, s11
	v_cndmask_b32_e64 v0, v0, v2, s[6:7]
	s_mov_b32 s11, s14
                                        ; kill: def $sgpr12 killed $sgpr12 killed $sgpr12_sgpr13
	v_mov_b32_e32 v2, s12
	v_mov_b32_e32 v3, s11
	v_cndmask_b32_e64 v2, v2, v3, s[6:7]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	flat_load_ushort v0, v[2:3]
                                        ; implicit-def: $sgpr11
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, s10, v0
	v_bfe_u32 v1, v1, 10, 10
	v_add_i32_e64 v2, s[10:11], v0, v1
	s_mov_b64 s[10:11], 8
	s_mov_b32 s14, s11
	s_mov_b64 s[12:13], 48
	s_mov_b32 s15, s13
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s14
	v_cndmask_b32_e64 v0, v0, v1, s[6:7]
                                        ; kill: def $sgpr10 killed $sgpr10 killed $sgpr10_sgpr11
	s_mov_b32 s11, s12
	v_mov_b32_e32 v1, s11
	v_mov_b32_e32 v3, s10
	v_cndmask_b32_e64 v3, v1, v3, s[6:7]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s6, s8
	v_mov_b32_e32 v0, v3
	s_mov_b32 s8, s9
	v_mov_b32_e32 v3, v4
	v_add_i32_e64 v0, s[6:7], s6, v0
	v_mov_b32_e32 v1, s8
	v_addc_u32_e64 v3, s[6:7], v1, v3, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b64 s[6:7], -1
                                        ; kill: def $vgpr0_vgpr1 killed $vgpr0_vgpr1 killed $exec
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v6, s4, 27
	v_writelane_b32 v6, s5, 28
	buffer_store_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	s_branch .LBB2_5
.LBB2_11:
	v_readlane_b32 s4, v6, 13
	v_readlane_b32 s5, v6, 14
	s_or_saveexec_b64 s[4:5], s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	v_readlane_b32 s6, v6, 11
	v_readlane_b32 s7, v6, 12
	buffer_load_dword v2, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	v_writelane_b32 v6, s6, 35
	v_writelane_b32 v6, s7, 36
                                        ; kill: def $vgpr0_vgpr1 killed $vgpr0_vgpr1 killed $exec
	v_writelane_b32 v6, s6, 27
	v_writelane_b32 v6, s7, 28
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v6, s4, 25
	v_writelane_b32 v6, s5, 26
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_5
	s_branch .LBB2_10
.LBB2_12:
	v_readlane_b32 s6, v6, 3
	v_readlane_b32 s7, v6, 4
	buffer_load_dword v1, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	v_readlane_b32 s10, v6, 0
	v_readlane_b32 s8, v6, 5
	v_readlane_b32 s9, v6, 6
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __oclc_ABI_version@rel32@lo+4
	s_addc_u32 s5, s5, __oclc_ABI_version@rel32@hi+12
	s_load_dword s4, s[4:5], 0x0
	s_mov_b32 s5, 0x1f4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s4, s5
	s_cselect_b64 s[4:5], -1, 0
	s_mov_b64 s[14:15], 8
	s_mov_b32 s11, s8
	s_mov_b32 s8, s9
	s_mov_b32 s12, s14
	s_mov_b32 s9, s15
	s_add_u32 s14, s11, s12
	s_addc_u32 s8, s8, s9
                                        ; kill: def $sgpr14 killed $sgpr14 def $sgpr14_sgpr15
	s_mov_b32 s15, s8
	s_mov_b64 s[8:9], 16
	s_mov_b32 s12, s6
	s_mov_b32 s11, s7
	s_mov_b32 s16, s8
	s_mov_b32 s13, s9
	s_add_u32 s12, s12, s16
	s_addc_u32 s11, s11, s13
                                        ; kill: def $sgpr12 killed $sgpr12 def $sgpr12_sgpr13
	s_mov_b32 s13, s11
	s_mov_b32 s11, s15
	s_mov_b32 s16, s13
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v2, s11
	v_cndmask_b32_e64 v0, v0, v2, s[4:5]
	s_mov_b32 s11, s14
                                        ; kill: def $sgpr12 killed $sgpr12 killed $sgpr12_sgpr13
	v_mov_b32_e32 v2, s12
	v_mov_b32_e32 v3, s11
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v0
	flat_load_ushort v0, v[2:3]
                                        ; implicit-def: $sgpr11
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, s10, v0
	v_bfe_u32 v1, v1, 20, 10
	v_add_i32_e64 v2, s[10:11], v0, v1
	s_mov_b32 s12, s9
	s_mov_b64 s[10:11], 56
	s_mov_b32 s13, s11
	v_mov_b32_e32 v0, s13
	v_mov_b32_e32 v1, s12
	v_cndmask_b32_e64 v0, v0, v1, s[4:5]
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	s_mov_b32 s9, s10
	v_mov_b32_e32 v1, s9
	v_mov_b32_e32 v3, s8
	v_cndmask_b32_e64 v3, v1, v3, s[4:5]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s4, s6
	v_mov_b32_e32 v0, v3
	s_mov_b32 s6, s7
	v_mov_b32_e32 v3, v4
	v_add_i32_e64 v0, s[4:5], s4, v0
	v_mov_b32_e32 v1, s6
	v_addc_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v6, s4, 21
	v_writelane_b32 v6, s5, 22
	buffer_store_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	s_branch .LBB2_9
.LBB2_13:
	v_readlane_b32 s8, v6, 31
	v_readlane_b32 s9, v6, 32
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s4, v6, 15
	v_readlane_b32 s5, v6, 16
	v_readlane_b32 s6, v6, 29
	v_readlane_b32 s7, v6, 30
	buffer_load_dword v2, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v0, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_or_b64 s[4:5], s[4:5], s[6:7]
	v_writelane_b32 v6, s4, 17
	v_writelane_b32 v6, s5, 18
	s_waitcnt vmcnt(2)
	buffer_store_dword v2, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	buffer_store_dword v0, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	s_branch .LBB2_7
.LBB2_14:
	buffer_load_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	s_waitcnt vmcnt(1)
	flat_load_dwordx2 v[1:2], v[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[4:5], v0, v3
	v_addc_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
.LBB2_15:
	v_readlane_b32 s4, v6, 33
	v_readlane_b32 s5, v6, 34
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v2, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_mov_b32 s4, 32
	s_waitcnt vmcnt(0)
	v_lshr_b64 v[0:1], v[2:3], s4
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v2
	s_add_i32 s32, s32, 0xffffe200
	v_readlane_b32 s33, v6, 37
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v6, off, s[0:3], s32 offset:112 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	__ockl_get_global_id, .Lfunc_end4-__ockl_get_global_id
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 2616
; NumSgprs: 34
; NumVgprs: 32
; ScratchSize: 120
; MemoryBound: 0
	.type	__oclc_ABI_version,@object      ; @__oclc_ABI_version
	.section	.rodata,#alloc
	.p2align	2
__oclc_ABI_version:
	.long	400                             ; 0x190
	.size	__oclc_ABI_version, 4

	.ident	"Debian clang version 15.0.6"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym mix
	.addrsig_sym fill
	.addrsig_sym _Z13get_global_idj
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           scratch_calls
    .private_segment_fixed_size: 296
    .sgpr_count:     38
    .sgpr_spill_count: 49
    .symbol:         scratch_calls.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 5
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
