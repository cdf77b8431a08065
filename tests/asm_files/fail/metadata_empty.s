; mcpu: gfx900
; error: 5:21: no YAML document
; llvm-mc: invalid HSA metadata
.amdgpu_metadata
.end_amdgpu_metadata
