// style-loader's insert for the embed build: the <style> element stays out of the page's document.
// Its CSS reaches the shadow roots through style-tag-transform.js.
export default function insert() {}
