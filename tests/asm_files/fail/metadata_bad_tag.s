; mcpu: gfx900
; error: 7:21: invalid number
; llvm-mc: invalid HSA metadata
.amdgpu_metadata
amdhsa.version: [!int x, 1]
amdhsa.kernels: []
.end_amdgpu_metadata
