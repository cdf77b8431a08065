; mcpu: tahiti
.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
s_endpgm
