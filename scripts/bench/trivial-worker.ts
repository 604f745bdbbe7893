// The baseline of `npm run bench`: the least a worker can do on the same runtime.
export default {
  fetch() {
    return new Response("ok");
  },
};
