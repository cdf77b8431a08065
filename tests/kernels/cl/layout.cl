// The same particle update over an array of structs and a struct of arrays.
typedef struct {
  float4 pos;
  float4 vel;
  int id;
  float mass;
  short flags;
  char tag;
} particle;

__kernel void aos_update(__global particle *p, float dt, uint n) {
  uint i = get_global_id(0);
  if (i >= n) return;
  particle q = p[i];
  q.vel.y -= 9.75f * dt;
  q.pos += q.vel * dt;
  q.id += (int)i;
  q.mass *= 0.5f;
  q.flags ^= (short)(q.pos.x > 0.0f);
  q.tag = (char)(q.tag + 1);
  p[i] = q;
}

__kernel void soa_update(__global float *px, __global float *py, __global float *vx,
                         __global float *vy, __global int *id, float dt, uint n) {
  uint i = get_global_id(0);
  if (i >= n) return;
  float y = vy[i] - 9.75f * dt;
  vy[i] = y;
  px[i] += vx[i] * dt;
  py[i] += y * dt;
  id[i] += (int)i;
}
