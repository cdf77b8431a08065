; mcpu: gfx900
; error: 7:21: alias
; llvm-mc: invalid HSA metadata
.amdgpu_metadata
amdhsa.version: &v [1, 1]
amdhsa.kernels: *v
.end_amdgpu_metadata
